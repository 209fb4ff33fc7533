/* Translators both ways between two structs. */
#pragma D option quiet

struct a_s {
	int i;
	char c;
};

struct b_s {
	int bi;
	char bc;
};

translator struct b_s < struct a_s v >
{
	bi = v.i;
	bc = v.c;
};

translator struct a_s < struct b_s v >
{
	i = v.bi * 10;
	c = v.bc;
};

struct a_s f1;
struct b_s f2;

BEGIN
{
	f1.i = 10;
	f1.c = 'c';
	f2.bi = 100;
	f2.bc = 'd';
	printf("forward: %d %c\n", xlate <struct b_s> (f1).bi,
	    xlate <struct b_s> (f1).bc);
	printf("backward: %d %c\n", xlate <struct a_s> (f2).i,
	    xlate <struct a_s> (f2).c);
	printf("nested: %d\n",
	    xlate <struct a_s> (xlate <struct b_s> (f1)).i);
	exit(0);
}
