# -F indents the FUNCTION column two spaces a call level: "-> f" on entry
# probes, "<- f" on return probes, under the header "FUNCTION"; values
# traced follow the column.
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
cc -O1 -o "$T/target" "$(dirname "$0")/target.c" || exit 1
"$DTRACE" -F -n '
pid$target:a.out:main:entry, pid$target:a.out:main:return,
pid$target:a.out:inner:return, pid$target:a.out:outer:return {}
pid$target:a.out:outer:entry, pid$target:a.out:inner:entry {
	printf("%d", arg0);
}' -c "$T/target" 2>/dev/null | sed 's/^ *[0-9][0-9]* /  C /'
