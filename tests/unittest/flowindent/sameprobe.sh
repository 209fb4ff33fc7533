# DTrace's heuristic: a second clause of the entry probe just shown is no
# new call level: it prints as "| func:name" at the same indentation.  A
# probe that is neither entry nor return prints so too (BEGIN).
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
cc -O1 -o "$T/target" "$(dirname "$0")/target.c" || exit 1
"$DTRACE" -F -n 'BEGIN {}
pid$target:a.out:inner:entry { printf("first"); }
pid$target:a.out:inner:entry { printf("second"); }
pid$target:a.out:inner:return {}' -c "$T/target" 2>/dev/null |
    sed 's/^ *[0-9][0-9]* /  C /'
