# fds[fd] (io.d): the fileinfo_t of the current process's open file fd.
# dd opens a known file (of=, O_WRONLY, on fd 1) and writes it in two
# 5-byte writes; at each write: the file's path, name, directory, file
# system type (checked against findmnt's, then named FS), the offset
# before the write and the access mode; fd 0 is dd's input (if=/dev/zero);
# a negative fd, one past the table and one not open give "<none>";
# fi_mount is the mount point the file was opened under (findmnt's).
T=$(mktemp -d -p /var/tmp)
trap 'rm -rf "$T"' EXIT
mkdir "$T/d"
fs=$(findmnt -no FSTYPE -T "$T/d")
zfs=$(findmnt -no FSTYPE -T /dev/zero)
mnt=$(findmnt -no TARGET -T "$T/d")
"$DTRACE" -x syslibdir="$DT_DLIBS" -q -c "dd if=/dev/zero of=$T/d/file \
bs=5 count=2 status=none" -n '
syscall::write:entry
/pid == $target/
{
	printf("%s|%s|%s|%s|%d|%d\n", fds[arg0].fi_pathname,
	    fds[arg0].fi_name, fds[arg0].fi_dirname, fds[arg0].fi_fs,
	    fds[arg0].fi_offset, fds[arg0].fi_oflags & O_ACCMODE);
	printf("fd 0: %s %s %s %d\n", fds[0].fi_pathname, fds[0].fi_name,
	    fds[0].fi_fs, fds[0].fi_oflags & O_ACCMODE);
	printf("%s %s %s %s %d\n", fds[-1].fi_name, fds[-1].fi_pathname,
	    fds[1 << 30].fi_dirname, fds[37].fi_fs, fds[37].fi_oflags);
	printf("mount %s\n", fds[arg0].fi_mount);
}' 2>/dev/null | sed -e "s|$T|T|g" -e "s/|$fs|/|FS|/" \
    -e "s/^\(fd 0: .*\) $zfs /\1 FS /" -e "s|^mount $mnt\$|mount MOUNT|"
