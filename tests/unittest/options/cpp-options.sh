# The preprocessor's options have -x forms (define, undef, incdir,
# cppargs, cpphdrs) beside -D -U -I -H, and -X checks its letter.
dir=$(mktemp -d)
mkdir "$dir/inc"
echo '#define FROM_HEADER 7' > "$dir/inc/h.h"
cat > "$dir/s.d" <<'D'
#include "h.h"
BEGIN { printf("%d %d %d\n", VAL, FROM_HEADER, ARG); exit(0); }
#ifdef GONE
#error GONE should be undefined
#endif
D
"$DTRACE" -q -C -x define=VAL=5 -x incdir="$dir/inc" -x cppargs="-DARG=9 -DGONE" \
    -x undef=GONE -s "$dir/s.d"
echo "status $?"
"$DTRACE" -q -C -DVAL=1 -DARG=2 -I "$dir/inc" -Xa -s "$dir/s.d"
echo "status $?"
"$DTRACE" -q -C -H -DVAL=1 -DARG=2 -I "$dir/inc" -s "$dir/s.d" 2>&1 |
    grep -v -e "^Multiple include" -e "^DIR" -e "^$dir" | sed "s|$dir|DIR|"
"$DTRACE" -X q -n 'BEGIN { exit(0); }' 2>&1
echo "status $?"
rm -rf "$dir"
