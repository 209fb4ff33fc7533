/* trace() of integers in quiet mode: no padding, sign by type. */
#pragma D option quiet

BEGIN
{
	trace((int8_t)-1); trace(" ");
	trace((uint8_t)-1); trace(" ");
	trace((int16_t)-2); trace(" ");
	trace((uint16_t)-2); trace(" ");
	trace((int32_t)-3); trace(" ");
	trace((uint32_t)-3); trace(" ");
	trace((int64_t)-4); trace(" ");
	trace((uint64_t)-4); trace("\n");
	exit(0);
}
