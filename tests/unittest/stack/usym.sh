# usym(), ufunc(), umod() and uaddr() of arg1 of leaf(), a pointer to
# middle(): as actions ("  %-50s"), in printf() (%A, and %a/%p of the
# value), and as aggregation keys; sym() and mod() of a user address name
# nothing in the kernel and print it in hex.
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
cc -O0 -fno-omit-frame-pointer -o "$T/chain" "$(dirname "$0")/chain.c" ||
    exit 1
"$DTRACE" -q -n 'pid$target:a.out:leaf:entry /n++ == 0/ {
    usym(arg1); printf("|\n"); ufunc(arg1); printf("|\n");
    umod(arg1); printf("|\n"); uaddr(arg1 + 2); printf("|\n");
    printf("[%A] [%A] [%-20A] [%s]\n", arg1, arg1 + 4, arg1, "x");
    printf("[%A] [%A]\n", usym(arg1 + 4), uaddr(arg1 + 4));
    @u[usym(arg1 + 4)] = count(); @m[umod(arg1)] = count();
    @a[uaddr(arg1 + 3)] = count(); }
    END { printa("%A %@d\n", @a); }' -c "$T/chain" 2>"$T/err"
echo "status $?"
