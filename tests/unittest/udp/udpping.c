/*
 * udpping.c -- one UDP exchange over loopback: a server socket bound to
 * ADDR:PORT, a client bound to ADDR:PORT+1 sends it "ping" (5 bytes),
 * the server answers "pong" (5 bytes) to where it came from.
 *
 * usage: udpping ADDR PORT	(ADDR an address of lo: 127.x.y.z, or ::1)
 */
#include <arpa/inet.h>
#include <stdlib.h>
#include <unistd.h>
#include <netinet/in.h>
#include <sys/socket.h>

int
main(int argc, char **argv)
{
	struct sockaddr_storage srv = { 0 }, cli, from;
	socklen_t len, flen = sizeof(from);
	int af, s, c, port;
	char buf[8];

	if (argc != 3)
		return 1;
	port = atoi(argv[2]);
	if (inet_pton(AF_INET6, argv[1],
	    &((struct sockaddr_in6 *)&srv)->sin6_addr) == 1) {
		af = AF_INET6;
		len = sizeof(struct sockaddr_in6);
		((struct sockaddr_in6 *)&srv)->sin6_port = htons(port);
	} else if (inet_pton(AF_INET, argv[1],
	    &((struct sockaddr_in *)&srv)->sin_addr) == 1) {
		af = AF_INET;
		len = sizeof(struct sockaddr_in);
		((struct sockaddr_in *)&srv)->sin_port = htons(port);
	} else
		return 1;
	srv.ss_family = af;
	cli = srv;
	if (af == AF_INET6)
		((struct sockaddr_in6 *)&cli)->sin6_port = htons(port + 1);
	else
		((struct sockaddr_in *)&cli)->sin_port = htons(port + 1);
	if ((s = socket(af, SOCK_DGRAM, 0)) < 0 ||
	    bind(s, (struct sockaddr *)&srv, len) != 0 ||
	    (c = socket(af, SOCK_DGRAM, 0)) < 0 ||
	    bind(c, (struct sockaddr *)&cli, len) != 0)
		return 2;
	if (sendto(c, "ping", 5, 0, (struct sockaddr *)&srv, len) != 5 ||
	    recvfrom(s, buf, sizeof(buf), 0, (struct sockaddr *)&from,
	    &flen) != 5 ||
	    sendto(s, "pong", 5, 0, (struct sockaddr *)&from, flen) != 5 ||
	    recv(c, buf, sizeof(buf), 0) != 5)
		return 3;
	return 0;
}
