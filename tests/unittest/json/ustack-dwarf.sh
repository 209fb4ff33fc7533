# -x json: a ustack() unwound with DWARF CFI (a program built without
# frame pointers) lists the same frames as the text output: main -> top
# -> mid -> leaf, with nothing lost.
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
cc -O2 -fomit-frame-pointer -o "$T/nofp" \
    "$(dirname "$0")/../stack/nofp.c" || exit 1
"$DTRACE" -x json -q -n 'pid$target:a.out:leaf:entry /n++ == 0/ {
    ustack(4); }' -c "$T/nofp" >"$T/out"
echo "status $?"
grep "^{" "$T/out" | jq -r '.output[0].ustack[]'
