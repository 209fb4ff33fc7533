/*
 * An associative array's keys are all evaluated before the key is laid
 * out: more string temporaries live at once than dt_mem holds is refused
 * when the script is compiled, rather than one key overwriting another.
 */
#pragma D option quiet

BEGIN
{
	x[lltostr(1), lltostr(2), lltostr(3), lltostr(4), lltostr(5),
	    lltostr(6), lltostr(7), lltostr(8), lltostr(9)] = 1;
	exit(0);
}
