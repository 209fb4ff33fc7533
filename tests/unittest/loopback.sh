# loopback.sh -- sourced by the network providers' cases (ip/, tcp/,
# udp/): builds PROG.c of the case's directory or of ../tcp (tcpconn,
# udpping: ADDR PORT) into $T, picks an IPv4 address of lo for the case
# alone ($addr, 127.x.y.z, so that no other traffic counts) and a port
# ($port, even), and writes $T/run, which runs the program over $addr,
# then over ::1.  (Not a test itself: no loopback.r.)
#
# usage: loopback_setup PROG

loopback_setup() {
	local src
	T=$(mktemp -d)
	trap 'rm -rf "$T"' EXIT
	for src in "$(dirname "$0")/$1.c" "$(dirname "$0")/../tcp/$1.c"; do
		[ -f "$src" ] && break
	done
	cc -O1 -o "$T/$1" "$src" || return 1
	addr=127.$(($$ % 200 + 20)).$(($$ / 200 % 250 + 1)).$((RANDOM % 250 + 1))
	port=$((20000 + $$ % 20000 / 2 * 2))
	printf '#!/bin/sh\n%s %s %s && exec %s ::1 %s\n' "$T/$1" "$addr" \
	    "$port" "$T/$1" "$port" >"$T/run"
	chmod +x "$T/run"
}
