# A clause-local variable's offset, kind, scope, flags and type, after a
# char (from Oracle's variables/lvar/tst.alignment-*): as for globals
# (gvar-alignment.sh), Oracle packs them by their alignment where ours
# keeps every scalar in an 8-byte cell of dt_mem's this-> area.
for decl in 'char var;	this->var = 0x12' \
    'short var;	this->var = 0x1234' \
    'int var;	this->var = 0x12345678' \
    'long var;	this->var = 0x1234567887654321' \
    'int *var;	this->var = 0' \
    'short var[5];	this->var[3] = 0x1234' \
    'struct { short u, v; } var;	this->var.u = 0x1234' \
    'struct { int u; long v; short w; } var;	this->var.w = 0x1234'
do
	"$DTRACE" -Sen "this char dummy; this ${decl%%	*}
	    BEGIN { ${decl#*	}; exit(0); }" 2>&1 |
	    awk -f "$(dirname "$0")/layout.awk"
done
