# A D library's "depends_on library" names one of its own directory:
# a missing one or a cycle fails every program, as in DTrace, with its
# messages (the cycle's edge as DTrace's sort finds it); a chain is
# compiled in its order.
exec 2>&1
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$work" || exit 1
mkdir cycle missing chain
echo '#pragma D depends_on library libb.d' > cycle/liba.d
echo '#pragma D depends_on library libc.d' > cycle/libb.d
echo '#pragma D depends_on library liba.d' > cycle/libc.d
"$DTRACE" -L cycle -e -n 'BEGIN { exit(0); }'; echo "status $?"
echo '#pragma D depends_on library libnotthere.d' > missing/liba.d
echo '#pragma D depends_on library liba.d' > missing/libb.d
"$DTRACE" -L missing -s /dev/stdin <<'X'; echo "status $?"
BEGIN { exit(0); }
X
# liba.d needs libb.d's type, libb.d libc.d's
printf '#pragma D depends_on library libb.d\ninline b_t A = 3;\n' > chain/liba.d
printf '#pragma D depends_on library libc.d\ntypedef c_t b_t;\n' > chain/libb.d
printf 'typedef int c_t;\n' > chain/libc.d
"$DTRACE" -q -L chain -n 'BEGIN { printf("%d\n", A); exit(0); }'
echo "status $?"
