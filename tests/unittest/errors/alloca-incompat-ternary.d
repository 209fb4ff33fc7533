/* A ?: with an alloca()'d branch and another may not be assigned. */
BEGIN
{
	a = (char *)alloca(1);
	a = a == NULL ? (char *)50 : a;
}
