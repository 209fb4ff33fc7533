/*
 * strtok(): tokens across clauses, continued with NULL; NULL once there
 * are none left (DTrace's own test string).
 */
#pragma D option quiet

BEGIN
{
	this->str = ",,,Carrots,,Barley,Oatmeal,,,Beans,";
	printf("[%s]", strtok(this->str, ","));
	printf("[%s]", strtok(NULL, ","));
}

BEGIN
{
	printf("[%s]", strtok(NULL, ","));
	printf("[%s]\n", strtok(NULL, ","));
}

BEGIN
/strtok(NULL, ",") == NULL/
{
	printf("no more\n");
}

END
{
	printf("[%s] [%s] [%s]\n", strtok("foobar", "o"), strtok(NULL, "o"),
	    strtok("oobar", "o"));
}

END
{
	printf("[%s] [%s]\n", strtok("foo", ""), strtok("", "foo"));
}

BEGIN
{
	exit(0);
}
