# print() cut at the printsize of the moment; the address varies: masked.
"$DTRACE" -s "$(dirname "$0")/printsize-runtime.d" 2>&1 |
    sed 's/^0x[0-9a-f]* = \*$/{ptr} = */'
echo "exit ${PIPESTATUS[0]}"
