# A binary built with <sys/sdt.h> alone is traced: probe names with "__"
# as "-", arguments decoded from the note's specs (register, memory,
# constant; every width and sign), the same probe at two sites.
HERE=$(cd "$(dirname "$0")" && pwd)
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
cc -O2 -o "$T/sdtonly" "$HERE/sdtonly.c" || exit 1
"$DTRACE" -q -n 'sdtonly$target:::types { printf("%d %d %d %d %s\n",
    arg0, arg1, arg2, arg3, copyinstr(arg4)); }
    sdtonly$target:::global { printf("global %d\n", arg0); }
    sdtonly$target:::site { printf("site %d %d\n", arg0, arg1); }' \
    -c "$T/sdtonly" 2>/dev/null
echo "status $?"
