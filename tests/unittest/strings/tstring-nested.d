/*
 * Chains of nested strjoin()s ten deep, nested to the left (each level's
 * operands are free once joined) and to the right (every level's left
 * operand is held while the right one is made), and a tree of them: each
 * operand stays intact until it is joined.
 */
#pragma D option quiet

BEGIN
{
	printf("%s\n", strjoin(strjoin(strjoin(strjoin(strjoin(strjoin(
	    strjoin(strjoin(strjoin(lltostr(1), lltostr(2)), lltostr(3)),
	    lltostr(4)), lltostr(5)), lltostr(6)), lltostr(7)), lltostr(8)),
	    lltostr(9)), lltostr(10)));
	printf("%s\n", strjoin(lltostr(1), strjoin(lltostr(2),
	    strjoin(lltostr(3), strjoin(lltostr(4), strjoin(lltostr(5),
	    strjoin(lltostr(6), strjoin(lltostr(7), strjoin(lltostr(8),
	    strjoin(lltostr(9), lltostr(10)))))))))));
	printf("%s\n", strjoin(strjoin(strjoin(strjoin(lltostr(1),
	    lltostr(2)), strjoin(lltostr(3), lltostr(4))),
	    strjoin(strjoin(lltostr(5), lltostr(6)), strjoin(lltostr(7),
	    lltostr(8)))), strjoin(strjoin(lltostr(9), lltostr(10)),
	    toupper(strjoin(basename("/a/b"), dirname("/c/d/e"))))));
	printf("%d\n", strlen(strjoin(strjoin(lltostr(100), lltostr(200)),
	    strjoin(lltostr(300), strjoin(lltostr(400), strjoin(lltostr(500),
	    strjoin(lltostr(600), strjoin(lltostr(700), strjoin(lltostr(800),
	    lltostr(900))))))))));
	exit(0);
}
