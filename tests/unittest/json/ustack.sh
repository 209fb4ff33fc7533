# -x json: ustack() traced and as an aggregation key is an array of frame
# strings, "module`function+0xoffset" (the exit path of true(1) is in
# libc: its frames depend on the build, their shape does not).
out=$("$DTRACE" -x json -q -c /bin/true -n 'syscall::exit_group:entry
    /pid == $target/ { trace(ustack(3)); @u[ustack(2)] = count(); exit(0); }')
echo "exit $?"
printf '%s\n' "$out" | jq -r 'select(.output) | .output[0].ustack |
    [type, length > 0, all(.[]; test("^[^`]+`[a-zA-Z0-9_.]+(\\+0x[0-9a-f]+)?$"))]
    | @text'
printf '%s\n' "$out" | jq -r 'select(.["aggregation-name"] == "u") |
    .["aggregation-data"][0] | [(.keys[0] | type), .value] | @text'
