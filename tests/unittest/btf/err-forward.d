BEGIN
{
	trace(((struct no_such_struct *)arg0)->x);
}
