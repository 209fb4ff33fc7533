/*
 * tracemem() of a D array: DTrace counts an array a pointer (its
 * address), so a global array, a char array and a struct's array member
 * may be dumped.
 */
#pragma D option quiet

int g[2];
char c[8];
struct s { int x[3]; } st;

BEGIN
{
	g[0] = 0x41424344;
	g[1] = 7;
	tracemem(g, 8);
	c = "hi";
	tracemem(c, 3);
	st.x[2] = 9;
	tracemem(st.x, 12);
	exit(0);
}
