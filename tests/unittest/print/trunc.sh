# print() of a D struct cut at printsize; the address it starts with varies: masked.
"$DTRACE" -s "$(dirname "$0")/trunc.d" 2>&1 | sed 's/^0x[0-9a-f]* = \*$/{ptr} = */'
echo "exit ${PIPESTATUS[0]}"
