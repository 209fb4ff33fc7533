/*
 * A translator from a struct value: xlate <T> (v).member reads the
 * members of a D variable through the translator's expressions.
 */
#pragma D option quiet

struct in_s {
	int i;
	char c;
};

struct out_s {
	int myi;
	char myc;
	long sum;
};

translator struct out_s < struct in_s v >
{
	myi = ((struct in_s)v).i;
	myc = ((struct in_s)v).c;
	sum = v.i + v.c;
};

struct in_s f;

BEGIN
{
	f.i = 10;
	f.c = 'c';
	printf("myi: %d\n", xlate <struct out_s> (f).myi);
	printf("myc: %c\n", xlate <struct out_s> (f).myc);
	printf("sum: %d\n", xlate <struct out_s> (f).sum);
	exit(0);
}
