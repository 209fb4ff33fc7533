/* printa() with a format: the conversions take the key tuple in order,
   at each key's own type; a format may use fewer keys than the tuple has,
   '*' takes a width from the tuple, and each %@ repeats the value. */
#pragma D option quiet

BEGIN
{
	@a["read", 3, 'r'] = sum(30);
	@a["write", 1, 'w'] = sum(10);
	@a["open", 2, 'o'] = sum(20);

	printa("%-8s %d %d = %@d\n", @a);
	printa("%s|", @a);
	printf("\n");
	printa("%10s %03x %c\n", @a);
	printa("%@d %@d %s\n", @a);

	@w[6, "ab"] = count();
	@w[-4, "cd"] = count();
	@w[-4, "cd"] = count();
	printa("[%*s]\n", @w);

	@n[(long long)-5, (unsigned short)65535, (char)-3] = max(1);
	printa("%d %u %d\n", @n);
	printa("%x %x %x\n", @n);
	exit(0);
}
