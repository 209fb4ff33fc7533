# A global variable's offset, kind, scope, flags and type, after a char
# (from Oracle's variables/gvar/tst.alignment-*): Oracle packs globals by
# their alignment (a char at 0, a short at 2, an int at 4); ours keeps
# every scalar in an 8-byte cell, read and written as a 64-bit word, so
# each variable here lands at 8, as pointers, longs and structs holding
# a long do in Oracle's too.  A store into a member or element of a
# struct or array takes its address: DTrace counts that a read (r).
for decl in 'char var;	var = 0x12' \
    'short var;	var = 0x1234' \
    'int var;	var = 0x12345678' \
    'long var;	var = 0x1234567887654321' \
    'int *var;	var = 0' \
    'short var[5];	var[3] = 0x1234' \
    'struct { short u, v; } var;	var.u = 0x1234' \
    'struct { int u; long v; short w; } var;	var.w = 0x1234'
do
	"$DTRACE" -Sen "char dummy; ${decl%%	*}
	    BEGIN { ${decl#*	}; exit(0); }" 2>&1 |
	    awk -f "$(dirname "$0")/layout.awk"
done
