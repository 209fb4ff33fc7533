/* The largest strsize: comparison and copies still pass the verifier. */
#pragma D option quiet
#pragma D option strsize=4096

BEGIN
{
	s = "abcdefghij";
	this->t = "xyz";
	printf("%d %d %d %d [%s] [%s]\n", s == "abcdefghij",
	    s < "abcdefghik", s > "abcdefgh", "a" < "", s, this->t);
	exit(0);
}
