/*
 * The NULL string, as Oracle's DTrace has it: s = NULL is a string
 * variable of every scope, which reads as "" (printf, comparison with
 * "" and NULL, strlen, copies) and keeps being NULL when copied; an
 * associative-array or thread-local element so assigned is deleted, and
 * an unset one is NULL too; an index into NULL faults at the index, as
 * NULL + i does (a clause that faults traces nothing, so each index is
 * a clause of its own).  "" is not NULL to an index.
 */
#pragma D option quiet

ERROR
{
	printf("fault %d at %d\n", arg4, arg5);
}

BEGIN
{
	g = "abc";
	g = NULL;
	h = g;
	this->l = "x";
	this->l = NULL;
	self->t = "x";
	self->t = NULL;
	a["k"] = "v";
	a["k"] = NULL;
	printf("[%s] [%s] [%s] [%s] [%s] [%s]\n", g, h, this->l, self->t,
	    a["k"], a["none"]);
	printf("%d %d %d %d %d\n", g == NULL, g == "", h == NULL,
	    strlen(g), strjoin(g, "z") == "z");
	e = "";
	printf("%d %d\n", e == NULL, e[0]);
}

BEGIN { g = NULL; trace(g[1]); }
BEGIN { this->l = NULL; trace(this->l[2]); }
BEGIN { self->t = NULL; trace(self->t[3]); }
BEGIN { a["k"] = NULL; trace(a["k"][4]); }
BEGIN { trace(a["never"][5]); }
BEGIN { g = "again"; printf("%s %c\n", g, g[1]); exit(0); }
