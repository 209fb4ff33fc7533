# A probe that fires in an interrupt while another probe's clause runs on
# the same CPU fires too: its program takes the CPU's next dt_mem element
# (dt_cg_prologue) instead of returning.  The write clause marks the CPU
# it runs on for as long as it runs (a BPF program is not preempted, so
# a profile sample on that CPU while the mark is up came in the middle
# of it); its string work takes a good part of each write, so of the
# samples of 300000 writes some land there.  The clause's own arg0 stays
# its own (profile/nested).  On the syscall dispatcher (a raw tracepoint
# program): the syscall's own event, which few probes take, is a
# tracepoint program, inside which the kernel runs no other BPF program
# on that CPU (bpf_prog_active), so no sample lands in the clause there.
export DTRACE_DEBUG_SYSCALL_DISPATCH=1
"$DTRACE" -q -n '
syscall::write:entry /pid == $target && arg0 == 1/ {
	incpu = cpu + 1;
	this->a = arg0;
	this->s = strjoin(execname, "x");
	this->t = strjoin(this->s, this->s);
	this->u = strjoin(this->t, this->t);
	this->v = strjoin(this->u, this->u);
	@[arg0 == this->a ? "unchanged" : "overwritten"] = count();
	incpu = 0;
}
profile-4999 /incpu == cpu + 1/ { nested++; this->q = 1; }
END { printf("samples inside a clause: %s\n", nested > 0 ? "yes" : "no"); }' \
    -c 'dd if=/dev/zero of=/dev/null bs=1 count=300000' 2>/dev/null
echo "status $?"
