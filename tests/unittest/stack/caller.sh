# caller and stackdepth: the second frame of stack() and how many frames
# it has, at a system call (the kernel's frames vary with its build: what
# is checked is that they agree with stack() of the same firing, printed
# after them); ucaller and ustackdepth the same for ustack(), at pid
# entry probes of the known chain main -> outer -> middle -> leaf, where
# the caller is put in as ustack() puts it (the walk misses it before the
# function has made its frame).
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
cc -O0 -fno-omit-frame-pointer -o "$T/chain" "$(dirname "$0")/chain.c" ||
    exit 1
"$DTRACE" -q -o "$T/k" -n 'syscall::write:entry /pid == $target/ {
    printf("depth %d\n", stackdepth); sym(caller); printf("\n"); stack();
    exit(0); }' -c '/bin/echo hi' >/dev/null 2>&1
echo "status $?"
# the depth, the caller (a function, as sym() prints it), then the stack
awk 'NR == 1 { depth = $2; next }
    NR == 2 { caller = $1; next }
    /^ / { n++; if (n == 2) { second = $1; sub(/\+0x[0-9a-f]*$/, "", second) } }
    END { print (n == depth && n > 1 ? "stackdepth agrees" : "stackdepth " depth " frames " n);
	print (caller == second ? "caller agrees" : "caller " caller " second " second) }' "$T/k"
"$DTRACE" -q -n 'pid$target:a.out:leaf:entry,pid$target:a.out:middle:entry
    /n++ < 2/ { printf("%s depth %d\n", probefunc, ustackdepth);
    ufunc(ucaller); printf("\n"); ustack(); }' -c "$T/chain" >"$T/u" 2>/dev/null
echo "status $?"
awk '/ depth / { if (fn != "") report(); fn = $1; depth = $3; getline; caller = $1; n = 0; next }
    /^ / { n++; if (n == 2) { second = $1; sub(/\+0x[0-9a-f]*$/, "", second) } }
    function report() { print fn ": ucaller " caller ", " (n == depth ? "ustackdepth agrees" : "ustackdepth " depth " frames " n) (caller == second ? "" : " second " second) }
    END { report() }' "$T/u"
