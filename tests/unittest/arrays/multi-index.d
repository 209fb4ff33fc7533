/*
 * Each index of a two-dimensional array is checked against its own
 * dimension; so is the index of an array member of a struct held in an
 * associative array, and of a clause-local array.
 */
#pragma D option quiet

int m[2][3];
struct r {
	int v[3];
};
struct r ar[int];
this int ta[4];

BEGIN
{
	i = 1;
	j = 2;
	m[i][j] = 5;
	ar[7].v[i] = 8;
	this->ta[j + 1] = 4;
	printf("%d %d %d %d\n", m[i][j], m[1][2], ar[7].v[i], this->ta[3]);
}

BEGIN
{
	i = 1;
	j = 3;
	m[i][j] = 5;
}

BEGIN
{
	i = 2;
	j = 0;
	trace(m[i][j]);
}

BEGIN
{
	i = 3;
	ar[7].v[i] = 8;
}

BEGIN
{
	i = 4;
	trace(this->ta[i]);
}

BEGIN
{
	exit(0);
}
