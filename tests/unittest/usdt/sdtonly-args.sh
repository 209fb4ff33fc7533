# args[] of probes no DOF defines (a <sys/sdt.h> program, or one built by
# systemtap's dtrace): the note's arguments in order, typed by their
# specs' size and sign (-1@ int8_t ... 8@ uint64_t; a pointer is a
# uint64_t, which copyinstr() takes), as -l -v shows them.
HERE=$(cd "$(dirname "$0")" && pwd)
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
cc -O2 -o "$T/sdtonly" "$HERE/sdtonly.c" || exit 1
"$DTRACE" -q -n 'sdtonly$target:::types { printf("%d %d %d %d %s\n",
    args[0], args[1], args[2], args[3], copyinstr(args[4])); }
    sdtonly$target:::site { printf("site %d %d\n", args[0], args[1]); }' \
    -c "$T/sdtonly" 2>/dev/null
echo "status $?"
"$DTRACE" -l -v -n 'sdtonly$target:::types' -c "$T/sdtonly" 2>/dev/null |
    sed -n '/Argument Types/,$p'
