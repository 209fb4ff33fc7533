/* -x pspec on the command line: "int*" is a glob, matching nothing. */
int*
{
}
