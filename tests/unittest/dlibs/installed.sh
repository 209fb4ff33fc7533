# "make install prefix=X": the installed dtrace finds the libdtrace
# installed beside it (its run path is relative to itself) and the D
# libraries beside that (X/lib/dtrace, whatever prefix configure was
# given).  And a dtrace that finds no D library says where it looked when
# an identifier of theirs is unknown.
d=$(mktemp -d)
trap 'rm -rf "$d"' EXIT
make -s -C "$BUILDDIR" install prefix="$d/x" >"$d/log" 2>&1 ||
    { echo "make install failed"; cat "$d/log"; }
env -u LD_LIBRARY_PATH "$d/x/sbin/dtrace" -qn 'BEGIN { printf("%d %d %s\n", ENOENT, SIGKILL,
    curpsinfo->pr_fname); exit(0); }'
echo "status $?"
rm "$d"/x/lib/dtrace/*.d
env -u LD_LIBRARY_PATH "$d/x/sbin/dtrace" -qn 'BEGIN { trace(ENOENT); exit(0); }' 2>&1 |
    sed "s|$d/|DIR/|"
echo "status ${PIPESTATUS[0]}"
"$DTRACE" -x nolibs -qn 'BEGIN { trace(ENOENT); exit(0); }' 2>&1
echo "status $?"
