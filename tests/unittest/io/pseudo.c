/*
 * io/fds-pseudo.sh's target: a pipe, a socket pair and an eventfd, each
 * written once (write(2) on its fd, which dtrace looks at), then what
 * /proc/self/fd says each one is, "<fd> <link>" a line, into the file
 * argv[1].
 */
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>
#include <sys/eventfd.h>
#include <sys/socket.h>

int
main(int argc, char **argv)
{
	int p[2], s[2], fds[3], i;
	uint64_t one = 1;
	FILE *out;

	if (argc != 2 || pipe(p) != 0 ||
	    socketpair(AF_UNIX, SOCK_STREAM, 0, s) != 0 ||
	    (fds[2] = eventfd(0, 0)) < 0 || (out = fopen(argv[1], "w")) == NULL)
		return 1;
	fds[0] = p[1];
	fds[1] = s[0];
	for (i = 0; i < 3; i++) {
		char path[64], link[256];
		ssize_t n;

		if (write(fds[i], &one, sizeof(one)) != sizeof(one))
			return 1;
		snprintf(path, sizeof(path), "/proc/self/fd/%d", fds[i]);
		if ((n = readlink(path, link, sizeof(link) - 1)) < 0)
			return 1;
		link[n] = '\0';
		fprintf(out, "%d %s\n", fds[i], link);
	}
	return fclose(out) != 0;
}
