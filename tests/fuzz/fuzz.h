/*
 * fuzz.h -- what the libFuzzer targets of tests/fuzz/ share.
 *
 * Each target is one LLVMFuzzerTestOneInput() that hands the input to one
 * reader of untrusted data, as the tool would meet it, and frees what the
 * reader returned: a crash, a sanitizer report or a leak there is a bug
 * in the reader.  The targets call the modules' own entry points and do
 * no checking of their own.
 */
#ifndef FUZZ_H
#define FUZZ_H

#ifndef _GNU_SOURCE
#define _GNU_SOURCE	/* memfd_create */
#endif

#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/mman.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/*
 * The input as a file, for readers that take a descriptor (libelf reads
 * through it): a memfd holding data, or -1.  Each memfd is a new inode,
 * so a cache keyed by device and inode never returns an earlier input.
 */
static inline int
fuzz_memfd(const uint8_t *data, size_t size)
{
	int fd = memfd_create("fuzz", MFD_CLOEXEC);
	size_t off = 0;

	if (fd < 0)
		return -1;
	while (off < size) {
		ssize_t n = write(fd, data + off, size - off);

		if (n <= 0) {
			close(fd);
			return -1;
		}
		off += (size_t)n;
	}
	return fd;
}

/* The input as a NUL-terminated string (free() it), or NULL. */
static inline char *
fuzz_string(const uint8_t *data, size_t size)
{
	char *s = malloc(size + 1);

	if (s != NULL) {
		memcpy(s, data, size);
		s[size] = '\0';
	}
	return s;
}

#endif /* FUZZ_H */
