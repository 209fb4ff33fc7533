/* One variable holds alloca()'d pointers or others, never both, over
   all clauses; assigning NULL between does not change that. */
BEGIN
{
	a = (char *)alloca(1);
}

BEGIN
{
	b = (char *)curthread;
	a = NULL;
	a = b + 5;
}
