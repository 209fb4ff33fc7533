/*
 * DTrace lays a D struct's bit-fields out as its CTF library does: each
 * in the smallest power of two bytes that holds it, aligned to that, after
 * the last bit of the member before, and no tail padding (DTrace's
 * tst.SizeofBitField.d).  An unnamed ": 0" is ignored.
 */
#pragma D option quiet

struct bitRecord1 { int a : 1; } var1;
struct bitRecord2 { int a : 1; int b : 3; } var2;
struct bitRecord3 { int a : 1; int b : 3; int c : 3; } var3;
struct bitRecord4 { int a : 1; int b : 3; int c : 3; int d : 3; } var4;
struct bitRecord5 { int c : 12; int a : 10; int b : 3; } var5;
struct bitRecord6 { int a : 20; int b : 3; int c : 12; } var6;
struct bitRecord7 { long c : 32; long long d: 9; int e: 1; } var7;
struct bitRecord8 { char a : 2; short b : 12; long c : 32; } var8;
struct bitRecord12 { int a : 30; int b : 30; int c : 32; } var12;
struct zero { int a : 3; int : 0; int b : 3; } varz;

BEGIN
{
	printf("%d %d %d %d %d %d %d %d %d %d\n", sizeof (var1), sizeof (var2),
	    sizeof (var3), sizeof (var4), sizeof (var5), sizeof (var6),
	    sizeof (var7), sizeof (var8), sizeof (var12), sizeof (varz));
	exit(0);
}
