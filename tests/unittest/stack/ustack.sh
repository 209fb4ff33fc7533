# ustack() at pid$target entry of leaf(): the frames of the known call
# chain main -> outer -> middle -> leaf, named in the executable (its
# basename), each indented by 14 spaces after a blank line; the first
# frame is leaf itself at offset 0.  Frames below main (libc's) are cut
# off, as the C library's own start-up code differs between systems.
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
cc -O0 -fno-omit-frame-pointer -o "$T/chain" "$(dirname "$0")/chain.c" ||
    exit 1
"$DTRACE" -q -n 'pid$target:a.out:leaf:entry /n++ == 0/ { ustack(); }' \
    -c "$T/chain" >"$T/out" 2>"$T/err"
echo "status $?"
awk '/main/ { print; exit } { print }' "$T/out"
