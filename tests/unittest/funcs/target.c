/*
 * target.c -- the program the funcs tests trace: it writes to /dev/null,
 * in turn, a string with its NUL, four IPv4 addresses (4 bytes each) and
 * IPv6 addresses (16 bytes each), so that a script can copyin() each
 * buffer at write's entry.
 */
#include <fcntl.h>
#include <unistd.h>

static const unsigned char v4[][4] = {
	{ 192, 168, 1, 23 }, { 127, 0, 0, 1 }, { 255, 255, 255, 255 },
	{ 0, 0, 0, 0 },
};

static const unsigned char v6[][16] = {
	{ 0xfe, 0x80, 0, 0, 0, 0, 0, 0, 0x02, 0x14, 0x4f, 0xff, 0xfe, 0x0b,
	  0x76, 0xc8 },
	{ 0x10, 0x80, 0, 0, 0, 0, 0, 0, 0, 0, 0x08, 0x08, 0, 0x0c, 0x41,
	  0x7a },
	{ 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1 },
	{ 0 },
	{ 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0x7f, 0, 0, 1 },
	{ 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xff, 0xff, 0x7f, 0, 0, 1 },
	{ 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xff, 0xfe, 0x7f, 0, 0, 1 },
	{ 0xfe, 0x12, 0x34, 0x56, 0x78, 0x9a, 0xbc, 0xde, 0x02, 0x14 },
	{ 0xfe, 0x12, 0x34, 0x56, 0x78, 0x9a, 0xbc, 0xde, 0x02, 0x14, 0x4f,
	  0xff },
	{ 0xfe, 0x12, 0x34, 0x56, 0x78, 0x9a, 0xbc, 0xde, 0x02, 0x14, 0x4f,
	  0xff, 0xfe, 0x0b },
	{ 0xfe, 0x12, 0x34, 0x56, 0x78, 0x9a, 0xbc, 0xde, 0x02, 0x14, 0x4f,
	  0xff, 0xfe, 0x0b, 0x76, 0xc8 },
	{ 0, 1, 0, 0, 0, 2, 0, 0, 0, 0, 0, 3, 0, 0, 0, 0 },
};

int
main(void)
{
	int fd = open("/dev/null", O_WRONLY);
	size_t i;

	if (fd < 0)
		return 1;
	if (write(fd, "hello, dtrace", 14) != 14)
		return 1;
	for (i = 0; i < sizeof(v4) / sizeof(v4[0]); i++)
		if (write(fd, v4[i], 4) != 4)
			return 1;
	for (i = 0; i < sizeof(v6) / sizeof(v6[0]); i++)
		if (write(fd, v6[i], 16) != 16)
			return 1;
	return 0;
}
