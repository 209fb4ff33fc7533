/*
 * A translated char array cast to a pointer reads past its end unchecked
 * (Oracle's ctf-bounds.oob-cast: pr_name has 16 bytes), where the same
 * index without the cast is refused (D_ARR_BOUNDS).
 */
#pragma D option quiet

BEGIN
{
	c = ((char *)curlwpsinfo->pr_name)[32];
	printf("%s %c\n", stringof((char *)curlwpsinfo->pr_name),
	    ((char *)curlwpsinfo->pr_name)[1]);
	exit(0);
}
