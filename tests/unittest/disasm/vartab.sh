# The whole variable table of a clause, as -S prints it after the
# disassembly: each scope (tls, glb, loc) and kind (scl, arr: associative
# arrays) with its flags (r, w, r/w), in DTrace's order: thread-local,
# then global (built-ins first), then clause-local, each in its order of
# declaration.  ID is a dynamic variable's key id, a built-in's code, a
# global's or local's number among its kind; OFFSET a global's in the
# globals' area of dt_global, a local's in dt_mem's this-> area.  The
# clause's instruction range depends on the code generated: it is
# checked by ranges.sh, and left out here.
"$DTRACE" -Sen '
int g;
self int ts;
struct pt { int x, y; } p;
union { int i; char c[2]; } u;
enum color { RED, GREEN } e;

BEGIN
{
	this->n = 1;
	g = this->n + 1;
	self->ts = timestamp;
	a[pid, "k"] = execname;
	self->arr[1] = 2;
	g++;
	s = probename;
	p.y = 3;
	trace(self->arr[1] + p.x);
	this->p = &p;
	u.i = 1;
	e = GREEN;
	exit(0);
}' 2>&1 | sed -n '/^NAME/,/^$/p' |
    sed -E 's/\[[0-9]+-[0-9]+\] +/[N-N]       /'
# a struct assigned whole is written (w), the one copied from read
"$DTRACE" -Sen 'struct s { int a; } x, y; BEGIN { x = y; exit(0); }' 2>&1 |
    sed -n '/^NAME/,/^$/p' | sed -E 's/\[[0-9]+-[0-9]+\] +/[N-N]       /'
