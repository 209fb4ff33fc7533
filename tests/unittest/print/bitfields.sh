# print() of structs with bit-fields; the address it starts with varies: masked.
"$DTRACE" -s "$(dirname "$0")/bitfields.d" 2>&1 | sed 's/^0x[0-9a-f]* = \*$/{ptr} = */'
echo "exit ${PIPESTATUS[0]}"
