/*
 * inline type name = expr: a name for an expression, evaluated where it
 * is used, converted to the inline's type.
 */
#pragma D option quiet

inline int ANSWER = 40 + 2;
inline string GREETING = "hello";
inline char SMALL = 300;
inline int TWICE = ANSWER * 2;
inline int IS_ME = pid == $pid;
inline string WHO = execname;

BEGIN
/IS_ME/
{
	printf("%d %s %d %d\n", ANSWER, GREETING, SMALL, TWICE);
	printf("%s\n", WHO);
	printf("%d\n", sizeof (SMALL));
	exit(0);
}
