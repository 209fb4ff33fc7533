/*
 * Under -C, the preprocessor's own messages come first, in DTrace's form:
 * the script is cpp's standard input, /dev/stdin, and a message names the
 * line without a column or the source line beneath it.
 */
#if defined(NOT_DEFINED)
BEGIN
{
	exit(0);
}
