# d_path(): the path of a struct path, as the kernel spells it for the
# current task: the working directory of a process started in a known
# directory (and D's cwd and root, from procfs.d), across a mount (tracefs under sysfs); a file open on a known
# descriptor (curthread's fd table); a path longer than strsize keeps its
# first strsize bytes; an unreadable struct path is an invalid
# address, and tracing goes on.
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
mkdir -p "$T/a b/c"
TR=/sys/kernel/tracing
[ -d $TR/events ] || TR=/sys/kernel/debug/tracing
(cd "$T/a b/c" && "$DTRACE" -q -n 'syscall::openat:entry /pid == $target/ {
    printf("%s\n", d_path(&curthread->fs->pwd)); exit(0); }' \
    -c 'cat /dev/null' 2>/dev/null) | sed "s|^$T|T|"
(cd "$T/a b/c" && "$DTRACE" -x syslibdir="$DT_DLIBS" -q -n '
    syscall::openat:entry /pid == $target/ { printf("cwd %s root %s\n", cwd,
    root); exit(0); }' -c 'cat /dev/null' 2>/dev/null) | sed "s|$T|T|"
(cd $TR/events && "$DTRACE" -q -n 'syscall::openat:entry /pid == $target/ {
    printf("%s\n", d_path(&curthread->fs->pwd)); exit(0); }' \
    -c 'cat /dev/null' 2>/dev/null) | sed "s|^$TR|TRACEFS|"
echo data >"$T/a b/file"
printf 'exec 7<"%s"\nexec cat <&7\n' "$T/a b/file" >"$T/cat7.sh"
"$DTRACE" -q -o "$T/out" -n 'syscall::read:entry /pid == $target &&
    execname == "cat" && arg0 == 0/ {
    printf("fd %d %s\n", arg0, d_path(&curthread->files->fdt->fd[arg0]->f_path));
    exit(0); }' -c "sh $T/cat7.sh" >/dev/null 2>&1
sed "s|$T|T|" "$T/out"
got=$(cd "$T/a b/c" && "$DTRACE" -x strsize=16 -q -n 'syscall::openat:entry
    /pid == $target/ { printf("%s|%d", d_path(&curthread->fs->pwd),
    strlen(d_path(&curthread->fs->pwd))); exit(0); }' \
    -c 'cat /dev/null' 2>/dev/null)
[ "$got" = "$(printf '%s' "$T/a b/c" | cut -c1-16)|16" ] &&
    echo "strsize 16: the first 16 bytes" || echo "strsize 16: $got"
"$DTRACE" -q -n 'BEGIN { trace(d_path((struct path *)8)); }
    BEGIN { printf("goes on\n"); exit(0); }' 2>&1
echo "status $?"
