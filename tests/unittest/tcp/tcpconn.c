/*
 * tcpconn.c -- one TCP connection over loopback, and one refused: listen
 * on ADDR:PORT, connect to it from ADDR (bound to it: lo would pick
 * 127.0.0.1), accept, send "hi" and read it, close the client, then the
 * server's socket and the listener; then connect to ADDR:PORT again,
 * which nothing listens on now (ECONNREFUSED).
 *
 * usage: tcpconn ADDR PORT	(ADDR an address of lo: 127.x.y.z, or ::1)
 */
#include <arpa/inet.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>
#include <netinet/in.h>
#include <sys/socket.h>

int
main(int argc, char **argv)
{
	struct sockaddr_in6 a6 = { .sin6_family = AF_INET6 }, from6;
	struct sockaddr_in a4 = { .sin_family = AF_INET }, from4;
	struct sockaddr *a = (struct sockaddr *)&a4, *from;
	socklen_t len = sizeof(a4);
	int af = AF_INET, l, c, s, one = 1;
	char buf[2];

	if (argc == 3 && inet_pton(AF_INET6, argv[1], &a6.sin6_addr) == 1) {
		af = AF_INET6;
		a = (struct sockaddr *)&a6;
		len = sizeof(a6);
		from6 = a6;
		from = (struct sockaddr *)&from6;
		a6.sin6_port = htons((uint16_t)atoi(argv[2]));
	} else if (argc == 3 &&
	    inet_pton(AF_INET, argv[1], &a4.sin_addr) == 1) {
		from4 = a4;
		from = (struct sockaddr *)&from4;
		a4.sin_port = htons((uint16_t)atoi(argv[2]));
	} else
		return 1;
	if ((l = socket(af, SOCK_STREAM, 0)) < 0 ||
	    setsockopt(l, SOL_SOCKET, SO_REUSEADDR, &one, sizeof(one)) != 0 ||
	    bind(l, a, len) != 0 || listen(l, 1) != 0)
		return 2;
	if ((c = socket(af, SOCK_STREAM, 0)) < 0 ||
	    bind(c, from, len) != 0 || connect(c, a, len) != 0 ||
	    (s = accept(l, NULL, NULL)) < 0)
		return 3;
	if (write(c, "hi", 2) != 2 || read(s, buf, 2) != 2)
		return 4;
	close(c);
	close(s);
	close(l);
	if ((c = socket(af, SOCK_STREAM, 0)) < 0 ||
	    bind(c, from, len) != 0 || connect(c, a, len) == 0 ||
	    errno != ECONNREFUSED)
		return 5;
	close(c);
	return 0;
}
