# -V prints the D API version alone (options/version); with -v also which
# build this is, as Oracle's dtrace -vV does: the project and its version,
# and the commit it was built from (masked here, as Oracle's suite masks
# the numbers).
"$DTRACE" -vV | sed -e '2s/[0-9][0-9.]*$/x.y.z/' \
    -e '3s/^\(dtrace(1) version-control ID: \)[0-9a-z-][0-9a-z-]*$/\1ID/'
echo "exit ${PIPESTATUS[0]}"
