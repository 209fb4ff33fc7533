# Under -C, errors name the line of the script, as cpp's line markers
# give it, not of cpp's output (a header's lines and a comment's do not
# shift it); a preprocessor that fails (a missing header, its message on
# stderr) is DTrace's "Preprocessor failed to process input program";
# and the preprocessor runs in ISO C mode, as DTrace's (-Xa), so system
# headers such as <endian.h> give only their macros.  A script on stdin
# (-s -) is preprocessed too.
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
printf '#define ONE 1\n\n\n#define TWO 2\n' > "$dir/defs.h"
printf '#include "defs.h"\n/* a comment\n   of two lines */\nBEGIN\n{\n\ttrace(ONE + TWO);\n\tx = y +;\n}\n' > "$dir/bad.d"
"$DTRACE" -C -I "$dir" -s "$dir/bad.d" 2>&1 | sed "s|$dir/||"
echo "status ${PIPESTATUS[0]}"
printf '#include "missing.h"\nBEGIN { exit(0); }\n' > "$dir/nohdr.d"
"$DTRACE" -C -s "$dir/nohdr.d" 2>&1 | grep '^dtrace:' | sed "s|$dir/||"
echo "status ${PIPESTATUS[0]}"
printf '#include <endian.h>\nBEGIN { trace(__BYTE_ORDER == __LITTLE_ENDIAN || __BYTE_ORDER == __BIG_ENDIAN); exit(0); }\n' > "$dir/endian.d"
"$DTRACE" -q -C -s "$dir/endian.d"
echo "status $?"
printf '#define WHO "stdin"\nBEGIN { printf("from %%s\\n", WHO); exit(0); }\n' |
    "$DTRACE" -q -C -s -
echo "status $?"
