# A probe that fires while another probe's program runs on the same CPU
# (here a profile-4999 sample arriving in the middle of a system call's
# clause) must not overwrite the interrupted clause's arguments and
# clause-local variables (about 1 firing in 500 did, when every program
# of a CPU shared one dt_mem element; profile/nested-fires checks that
# the sample still fires).  The clause reads arg0, does string work long
# enough to be interrupted, and reads it again: 300000 writes to fd 1,
# every one with arg0 unchanged.
"$DTRACE" -q -n '
syscall::write:entry /pid == $target && arg0 == 1/ {
	this->a = arg0;
	this->s = strjoin(execname, "x");
	this->t = strjoin(this->s, this->s);
	this->u = strjoin(this->t, this->t);
	@[arg0 == this->a ? "unchanged" : "overwritten"] = count();
}
profile-4999 { this->q = 1; }' \
    -c 'dd if=/dev/zero of=/dev/null bs=1 count=300000' 2>/dev/null
echo "status $?"
