# fds[fd] of a pipe, a socket and an eventfd (pseudo file systems whose
# files name themselves): fi_pathname and fi_name are what
# /proc/<pid>/fd says ("pipe:[1234]", "socket:[1234]",
# "anon_inode:[eventfd]"), fi_dirname ".", fi_fs the file system.
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
cc -O0 -o "$T/dt_pseudo" "$(dirname "$0")/pseudo.c" || exit 1
"$DTRACE" -x syslibdir="$DT_DLIBS" -q -c "$T/dt_pseudo $T/links" -n '
syscall::write:entry
/pid == $target/
{
	printf("%d %s|%s|%s|%s\n", arg0, fds[arg0].fi_pathname,
	    fds[arg0].fi_name, fds[arg0].fi_dirname, fds[arg0].fi_fs);
}' 2>/dev/null > "$T/dtrace"
while read -r fd link; do
	line=$(grep "^$fd " "$T/dtrace")
	kind=${link%%:*}
	[ "$line" = "$fd $link|$link|.|${line##*|}" ] &&
	    echo "$kind: as /proc/PID/fd has it, in ${line##*|}" ||
	    echo "$kind: differs: $line, /proc/PID/fd: $link"
done < "$T/links"
