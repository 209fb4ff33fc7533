# ++ and -- on dynamic variables (one key, updated in place): the values
# of x++, ++x, x--, --x; an element that has none starts at 0; one that
# becomes 0 is freed, as an assignment of 0 frees it: with room for one
# element (dynvarsize=40), "x" counted up and back down leaves room for
# "y", and "z" is the one drop.
"$DTRACE" -q -n 'BEGIN {
	a["x"]++; a["x"]++;
	b = a["x"]++; c = ++a["x"]; d = a["x"]--; e = --a["x"];
	f = a["n"]--; g = a["n"];
	self->t++; self->t++; h = self->t--;
	self->u[1, "k"] += 0; i = ++self->u[1, "k"];
	printf("%d %d %d %d %d %d %d %d %d %d %d\n", a["x"], b, c, d, e, f, g,
	    h, self->t, i, self->u[1, "k"]);
	exit(0);
}'
echo "status $?"
"$DTRACE" -q -x dynvarsize=40 -n 'BEGIN {
	a["x"]++; a["x"]--; a["y"]++; a["z"]++;
	printf("%d %d %d\n", a["x"], a["y"], a["z"]);
	exit(0);
}' 2>&1
echo "status $?"
