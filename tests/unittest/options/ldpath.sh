# ldpath names the linker dtrace -G runs over the object it made, as
# DTrace runs ld -r: "LD -o FILE -r TMP" (run itself, not through a
# shell: a file name with a quote is one argument).  One that cannot run
# is DTrace's "exited with status 127"; one that works gives
# the object.  From within a D program the option is refused.
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
cd "$dir" || exit 1
printf 'BEGIN\n{\n\texit(0);\n}\n' > prog.d
"$DTRACE" -G -x ldpath=/nonexistent/ld -s prog.d 2>&1 | grep '^dtrace:'
echo "status ${PIPESTATUS[0]}"
printf '#!/bin/sh\necho "linker: $1 $2 $3"\nexec ld "$@"\n' > myld
chmod +x myld
"$DTRACE" -G -x ldpath="$dir/myld" -o "it's.o" -s prog.d | sed 's/prog\.o\.[A-Za-z0-9]*/prog.o.TMP/'
echo "status ${PIPESTATUS[0]}"
ls
printf '#pragma D option ldpath=/bin/ld\nBEGIN { exit(0); }\n' > prag.d
"$DTRACE" -s prag.d 2>&1
echo "status $?"
