/* Aggregation keys of struct, union and array types, printed as DTrace
   prints a key by its size: 1, 2, 4 and 8 bytes as integers, other sizes
   as a string when the bytes hold one, else as a hex dump. */
#pragma D option quiet

struct pair { int a; int b; };		/* 8 bytes: an integer */
struct triple { int a; int b; int c; };	/* 12 bytes: a dump */
struct word { char c[6]; };		/* 6 bytes that hold a string */
union u { short s; char c[2]; };	/* 2 bytes: an integer */

struct pair p;
struct triple t;
struct word w;
union u un;
int arr[3];
uint8_t odd[3];
this struct pair tp;

BEGIN
{
	p.a = 1; p.b = 2;
	@pair[p] = count();
	@pair[p] = count();
	p.a = 3;
	@pair[p] = count();

	t.a = 0x11; t.b = 0x2222; t.c = -1;
	@triple[t, 5] = sum(10);
	t.a = 0x10;
	@triple[t, 6] = sum(20);

	w.c[0] = 'h'; w.c[1] = 'i';
	@word[w] = count();

	un.s = 258;
	@un[un] = max(7);

	arr[0] = 7; arr[2] = 9;
	@arr[arr] = count();

	odd[0] = 'o'; odd[1] = 'k';
	@odd[odd] = count();
	odd[0] = 1;
	@odd[odd] = count();

	/* a clause-local struct, an element of an array of structs, and
	   pointers (8 bytes, as DTrace prints any 8-byte key) */
	this->tp.a = -1; this->tp.b = 0;
	@loc[this->tp, (int *)16] = count();
	@loc[this->tp, (int *)16] = count();
	@loc[p, (int *)0] = count();
	exit(0);
}
