/*
 * trace() of integers prints by size and sign, as Oracle's DTrace does:
 * " %3d", " %5d", " %10d", " %19lld" signed, " %3u" ... " %20llu"
 * unsigned (illumos printed bytes and shorts as unsigned).
 */
BEGIN
{
	trace((int8_t)-1);
	trace((uint8_t)-1);
	trace((int16_t)-1);
	trace((uint16_t)-1);
	trace((int32_t)-1);
	trace((uint32_t)-1);
	trace((int64_t)-1);
	trace((uint64_t)-1);
	trace((char)65);
	trace((long)-1234567890123);
	trace((unsigned long)1234567890123);
	trace((void *)0x1000);
	exit(0);
}
