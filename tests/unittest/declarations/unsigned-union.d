/* Nor may unsigned qualify a union: reported at its '{'. */
unsigned union either {
	int i;
	long l;
};

BEGIN
{
	exit(0);
}
