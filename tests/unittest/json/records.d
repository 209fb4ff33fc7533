/*
 * -x json: one line a record, each action's output an object of
 * "output", integers by their size and sign as trace() prints them.
 */
struct s { int a; char b[4]; };
struct s st;

BEGIN
{
	trace((char)-3);
	trace((unsigned char)250);
	trace((short)-300);
	trace((unsigned short)65000);
	trace(-7);
	trace((unsigned int)4000000000);
	trace(-1L);
	trace((uint64_t)-1);
	trace("tab\there \"q\" back\\slash\n");
	st.a = 0x1234;
	st.b[0] = 'x';
	trace(st.b);
	trace(st);
	tracemem(&st, 8);
	tracemem(&st, 8, 6);
	printf("%s=%d\n", "n", 5);
}

BEGIN
{
	exit(0);
}
