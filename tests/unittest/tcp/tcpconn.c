/*
 * tcpconn.c -- one TCP connection over loopback, and one refused: listen
 * on ADDR:PORT, connect to it from ADDR (bound to it: lo would pick
 * 127.0.0.1), accept, send "hi" and read it, close the client, then the
 * server's socket and the listener; then connect to ADDR:PORT again,
 * which nothing listens on now (ECONNREFUSED).
 *
 * usage: tcpconn ADDR PORT	(ADDR an address of lo: 127.x.y.z)
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
	struct sockaddr_in a = { .sin_family = AF_INET }, from;
	int l, c, s, one = 1;
	char buf[2];

	if (argc != 3 || inet_pton(AF_INET, argv[1], &a.sin_addr) != 1)
		return 1;
	from = a;
	a.sin_port = htons((uint16_t)atoi(argv[2]));
	if ((l = socket(AF_INET, SOCK_STREAM, 0)) < 0 ||
	    setsockopt(l, SOL_SOCKET, SO_REUSEADDR, &one, sizeof(one)) != 0 ||
	    bind(l, (struct sockaddr *)&a, sizeof(a)) != 0 || listen(l, 1) != 0)
		return 2;
	if ((c = socket(AF_INET, SOCK_STREAM, 0)) < 0 ||
	    bind(c, (struct sockaddr *)&from, sizeof(from)) != 0 ||
	    connect(c, (struct sockaddr *)&a, sizeof(a)) != 0 ||
	    (s = accept(l, NULL, NULL)) < 0)
		return 3;
	if (write(c, "hi", 2) != 2 || read(s, buf, 2) != 2)
		return 4;
	close(c);
	close(s);
	close(l);
	if ((c = socket(AF_INET, SOCK_STREAM, 0)) < 0 ||
	    bind(c, (struct sockaddr *)&from, sizeof(from)) != 0 ||
	    connect(c, (struct sockaddr *)&a, sizeof(a)) == 0 ||
	    errno != ECONNREFUSED)
		return 5;
	close(c);
	return 0;
}
