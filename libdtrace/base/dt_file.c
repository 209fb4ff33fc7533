/*
 * dt_file.c -- reading the kernel's small text files (dt_file.h).  Files
 * of proc, sysfs and tracefs have no size (stat says 0 or 4096): they are
 * read until read() says the end.
 */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

#include "base/dt_base.h"
#include "base/dt_file.h"

/* The integer a sysfs or tracefs file holds, or dflt. */
int
dt_read_int(const char *path, int dflt)
{
	FILE *fp = fopen(path, "r");
	int v;

	if (fp == NULL)
		return dflt;
	if (fscanf(fp, "%d", &v) != 1)
		v = dflt;
	fclose(fp);
	return v;
}

/*
 * The whole of a text file that may have no size (proc, sysfs, tracefs),
 * NUL-terminated, or NULL if it cannot be opened or read; read in pieces
 * of hint bytes and more, not stdio's pages.
 */
char *
dt_read_text(const char *path, size_t hint)
{
	size_t len = 0, cap = hint > 4096 ? hint : 4096;
	char *buf = dt_xmalloc(cap), *nb;
	int fd = open(path, O_RDONLY | O_CLOEXEC);
	ssize_t n;

	if (fd < 0) {
		free(buf);
		return NULL;
	}
	while ((n = read(fd, buf + len, cap - len - 1)) != 0) {
		if (n < 0 && errno == EINTR)
			continue;
		if (n < 0) {
			free(buf);
			close(fd);
			return NULL;
		}
		len += (size_t)n;
		if (cap - len < 4096) {
			nb = dt_xrealloc(buf, cap * 2);
			buf = nb, cap *= 2;
		}
	}
	close(fd);
	buf[len] = '\0';
	return buf;
}
