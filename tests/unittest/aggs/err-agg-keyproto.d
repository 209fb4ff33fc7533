/* A later use of an aggregation must give keys of its first use's types:
   DTrace's message names the aggregation as @name[ ]. */
#pragma D option errtags
struct pair { int a; int b; };
struct pair p;

BEGIN
{
	@a[p, 1] = count();
	@a[1, 1] = count();
}
