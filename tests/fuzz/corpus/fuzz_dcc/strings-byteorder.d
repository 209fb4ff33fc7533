/* htons() and friends: network byte order is big-endian. */
#pragma D option quiet

BEGIN
{
	printf("%x %x %x\n", htons(0x1234), htonl(0x12345678),
	    htonll(0x0102030405060708));
	printf("%x %x %x\n", ntohs(0xabcd), ntohl(0xdeadbeef),
	    ntohll(0x1122334455667788));
	printf("%x %d\n", htons(0x123456), ntohs(htons(258)));
	printf("%d %d\n", getmajor(0x800003), getminor(0x800003));
	exit(0);
}
