/*
 * A pointer cast to an integer is a number D can do any arithmetic on,
 * curcpu's among them (the BPF verifier refuses a shift of a pointer it
 * tracks), and a cast to a narrower integer keeps its low bits.
 */
#pragma D option quiet

BEGIN
{
	this->p = (uint64_t)curcpu;
	printf("shifted: %d\n", ((int64_t)curcpu) >> 8 == (int64_t)this->p >> 8);
	printf("aligned: %d\n", ((uint64_t)curcpu & 7) == 0);
	printf("low byte: %d\n", (uint8_t)curcpu == (this->p & 0xff));
	exit(0);
}
