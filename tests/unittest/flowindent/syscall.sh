# Flow indentation follows system calls too, with "=>" and "<=" (-x
# flowindent is -F).
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
cc -O1 -o "$T/target" "$(dirname "$0")/target.c" || exit 1
"$DTRACE" -x flowindent -n '
pid$target:a.out:work:entry, pid$target:a.out:work:return {}
syscall::getppid:entry, syscall::getppid:return /pid == $target/ {}
' -c "$T/target" 2>/dev/null | sed 's/^ *[0-9][0-9]* /  C /'
