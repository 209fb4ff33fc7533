#!/bin/sh
# A program with nothing but comments and pragmas is DTrace's D_EMPTY,
# reported at the line where the parser stands (its end); -x empty (or
# its pragma) lets it compile, to match no probes.
dtrace=${DTRACE:-dtrace}
dir=$(mktemp -d) || exit 1
trap 'rm -rf "$dir"' EXIT
cd "$dir" || exit 1
: > empty.d
printf '/* nothing */\n\n#pragma D option quiet\n' > comment.d
printf '#pragma D option empty\n' > pragma.d
$dtrace -s empty.d; echo "status $?"
$dtrace -x errtags -s comment.d; echo "status $?"
$dtrace -x empty -s comment.d 2>&1 | grep -c 'empty D program'
$dtrace -s pragma.d 2>&1 | grep -c 'empty D program'
exit 0
