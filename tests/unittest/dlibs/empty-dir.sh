# An empty library directory (a package's directory whose libraries were
# removed, -L of a new directory) is no error: a program compiles and runs
# as without it.  (The dependency check once indexed the directory's
# missing table: undefined behaviour a sanitizer build reports.)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir "$work/sys" "$work/more"
"$DTRACE" -x syslibdir="$work/sys" -L "$work/more" -q \
    -n 'BEGIN { printf("ran\n"); exit(0); }' 2>&1
echo "exit $?"
