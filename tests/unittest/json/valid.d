/*
 * -x json: what a probe traces may hold any bytes; the lines stay JSON
 * (control characters escaped, bytes that are not UTF-8 as U+FFFD, UTF-8
 * kept), and stacks are arrays of frames.
 */
#pragma D option quiet

BEGIN
{
	trace("ctl\x01\x1f\x7f end");
	trace("bad \xff\xfe utf8 \xc3\xa9 ok \xe2\x82");
	trace(stack());
	@k[stack()] = count();
	exit(0);
}
