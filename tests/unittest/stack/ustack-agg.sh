# @[ustack(n)] = count() and @[execname, ustack(n)]: the stacks are keys,
# printed at the end after the process has exited (named from what was
# read while it ran), each followed by its count right-aligned as DTrace
# prints it; printa() with %k formats each frame, and stackindent moves
# the frames.
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
cc -O0 -fno-omit-frame-pointer -o "$T/chain" "$(dirname "$0")/chain.c" ||
    exit 1
"$DTRACE" -q -n 'pid$target:a.out:leaf:entry { @[ustack(3)] = count();
    @b[execname, ustack(2)] = count(); @c[ustack(2)] = count(); }
    END { printa(@b); printa("%k=%@d\n", @c); setopt("stackindent", "4");
    printa(@c); }' -c "$T/chain" 2>"$T/err"
echo "status $?"
