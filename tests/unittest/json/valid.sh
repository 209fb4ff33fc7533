# Every line is valid UTF-8 (iconv) and JSON (jq), strings decode to what
# was traced, stacks are arrays of "module`function+0xoffset" frames.
out=$("$DTRACE" -x json -s "$(dirname "$0")/valid.d") || echo "dtrace failed"
printf '%s\n' "$out" | iconv -f UTF-8 -t UTF-8 >/dev/null || echo "not UTF-8"
printf '%s\n' "$out" | jq -e -c . >/dev/null || echo "not JSON"
printf '%s\n' "$out" | wc -l
printf '%s\n' "$out" | jq -c 'select(.output) | .output[0:2]'
printf '%s\n' "$out" | jq -r 'select(.output) | .output[0].value' | od -c |
    sed 's/  */ /g'
printf '%s\n' "$out" | jq -r 'select(.output) | .output[2].stack |
    [type, length > 0, all(.[]; test("^vmlinux`[a-zA-Z0-9_.]+(\\+0x[0-9a-f]+)?$"))]
    | @text'
printf '%s\n' "$out" | jq -r 'select(.["aggregation-name"] == "k") |
    .["aggregation-data"][0] | [(.keys[0] | type), .value] | @text'
