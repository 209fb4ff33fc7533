/*
 * A typedef of a scalar type is a type of its own in DTrace, and messages
 * name it by the typedef, not by the type it stands for.
 */
typedef int count_t;
count_t n;

BEGIN
{
	n = "many";
}
