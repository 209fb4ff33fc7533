/*
 * strjoin()s nested to the right seventeen deep: every level's left
 * operand is held while its right one is made, seventeen temporary
 * strings at once, more than dt_mem holds (DT_NTSTRINGS).  Refused when
 * the program is generated, rather than one operand overwriting another.
 */
#pragma D option quiet

BEGIN
{
	trace(strjoin(lltostr(1), strjoin(lltostr(2),
	    strjoin(lltostr(3), strjoin(lltostr(4), strjoin(lltostr(5),
	    strjoin(lltostr(6), strjoin(lltostr(7), strjoin(lltostr(8),
	    strjoin(lltostr(9), strjoin(lltostr(10),
	    strjoin(lltostr(11), strjoin(lltostr(12),
	    strjoin(lltostr(13), strjoin(lltostr(14),
	    strjoin(lltostr(15), strjoin(lltostr(16),
	    lltostr(17))))))))))))))))));
	exit(0);
}
