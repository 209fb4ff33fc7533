# fds[fd] (io.d) used whole: a fileinfo_t, whose members are strings,
# kept in a clause-local variable, a global and a thread-local one, and
# read member by member; a translation of dd's output file assigned with
# xlate.  dd writes a known file (of=, on fd 1, O_WRONLY) in one write.
T=$(mktemp -d -p /var/tmp)
trap 'rm -rf "$T"' EXIT
mkdir "$T/d"
fs=$(findmnt -no FSTYPE -T "$T/d")
cat > "$T/s.d" <<'EOF'
fileinfo_t g;
self fileinfo_t s;

syscall::write:entry
/pid == $target/
{
	this->f = fds[1];
	printf("%s|%s|%s|%s|%d\n", this->f.fi_name, this->f.fi_dirname,
	    this->f.fi_pathname, this->f.fi_fs, this->f.fi_oflags & O_ACCMODE);
	g = fds[0];
	printf("%s %s\n", g.fi_pathname, g.fi_name);
	self->s = this->f;
	printf("%s\n", self->s.fi_name);
	g = xlate <fileinfo_t> (curthread->files->fdt->fd[1]);
	printf("%s %d\n", g.fi_pathname, g.fi_offset);
	this->f = fds[-1];
	printf("%s %s\n", this->f.fi_name, this->f.fi_mount);
}
EOF
"$DTRACE" -x syslibdir="$DT_DLIBS" -q -s "$T/s.d" -c "dd if=/dev/zero \
of=$T/d/file bs=5 count=1 status=none" 2>&1 |
    sed -e "s|$T|T|g" -e "s/|$fs|/|FS|/" -e "s/pid [0-9]* has/pid PID has/"
