/*
 * printf() with twelve string temporaries and trace() of a string built
 * from many: every argument prints its own value.
 */
#pragma D option quiet

BEGIN
{
	printf("%s %s %s %s %s %s %s %s %s %s %s %s\n", lltostr(1),
	    lltostr(2), strjoin("x", lltostr(3)), basename("/p/4"),
	    dirname("5/q"), toupper("six"), substr("seven", 0, 3),
	    lltostr(8), strjoin(lltostr(9), lltostr(9)), tolower("TEN"),
	    execname, strjoin(probeprov, probename));
	this->a = strjoin(lltostr(1), lltostr(2));
	this->b = strjoin(this->a, strjoin(lltostr(3), lltostr(4)));
	printf("%s %s %s\n", this->a, this->b, strjoin(this->b, this->a));
	exit(0);
}
