# "make install prefix=X": the installed dtrace finds the libdtrace
# installed beside it (its run path is relative to itself) and the D
# libraries beside that (X/lib/dtrace, whatever prefix configure was
# given): every D library of the sources is installed (ip.d, tcp.d and
# udp.d once were not), and the classic one-liners of the DTrace Guide
# and Brendan Gregg's collections for syscall, proc, sched, io, tcp, ip,
# udp and profile run with them for 200 ms each (with traffic, from the
# build tree, in their areas' cases).  And a dtrace that finds no D library says
# where it looked when an identifier of theirs is unknown.
d=$(mktemp -d)
trap 'rm -rf "$d"' EXIT
make -s -C "$BUILDDIR" install prefix="$d/x" >"$d/log" 2>&1 ||
    { echo "make install failed"; cat "$d/log"; }
env -u LD_LIBRARY_PATH "$d/x/sbin/dtrace" -qn 'BEGIN { printf("%d %d %s\n", ENOENT, SIGKILL,
    curpsinfo->pr_fname); exit(0); }'
echo "status $?"
for f in "$(dirname "$0")"/../../../dlibs/*.d; do
	[ -f "$d/x/lib/dtrace/$(basename "$f")" ] ||
	    echo "not installed: $(basename "$f")"
done
while IFS= read -r p; do
	[ -z "$p" ] && continue
	if env -u LD_LIBRARY_PATH "$d/x/sbin/dtrace" -q -o /dev/null \
	    -n "$p" -n 'tick-200ms { exit(0); }' >"$d/out" 2>&1; then
		echo "ok   $p"
	else
		echo "FAIL $p"
		sed 's/^/     /' "$d/out"
	fi
done <<'EOF_ONELINERS'
syscall:::entry { @[execname] = count(); }
syscall::open*:entry { printf("%s %s\n", execname, copyinstr(arg1)); }
syscall:::return /errno != 0/ { @[probefunc, errno] = count(); }
proc:::exec-success { trace(curpsinfo->pr_psargs); }
proc:::exit { @[execname, args[0]] = count(); }
proc:::signal-send { @[args[1]->pr_fname, args[2]] = count(); }
sched:::on-cpu { self->ts = timestamp; } sched:::off-cpu /self->ts/ { @[execname] = sum(timestamp - self->ts); self->ts = 0; }
sched:::wakeup { @[args[1]->pr_fname] = count(); }
io:::start { @[args[1]->dev_statname, args[2]->fi_pathname] = sum(args[0]->b_bcount); }
io:::done { @[args[1]->dev_statname] = quantize(args[0]->b_bcount); }
tcp:::accept-established { @[args[3]->tcps_raddr] = count(); }
tcp:::connect-established { @[args[3]->tcps_raddr, args[3]->tcps_rport] = count(); }
tcp:::send { @[args[2]->ip_daddr] = sum(args[2]->ip_plength); }
tcp:::receive { @[args[2]->ip_saddr, args[4]->tcp_dport] = count(); }
tcp:::state-change { printf("%s -> %s\n", tcp_state_string[args[5]->tcps_state], tcp_state_string[args[3]->tcps_state]); }
ip:::send { @[args[2]->ip_saddr, args[2]->ip_daddr] = count(); }
ip:::receive { @[args[2]->ip_ver] = sum(args[2]->ip_plength); }
udp:::send { @[args[2]->ip_daddr, args[4]->udp_dport] = count(); }
udp:::receive { @[args[2]->ip_saddr, args[4]->udp_sport] = count(); }
profile-997 { @[execname] = count(); }
profile-997 /arg1/ { @[ufunc(arg1)] = count(); }
profile-997 { @[ustack()] = count(); }
EOF_ONELINERS
rm "$d"/x/lib/dtrace/*.d
env -u LD_LIBRARY_PATH "$d/x/sbin/dtrace" -qn 'BEGIN { trace(ENOENT); exit(0); }' 2>&1 |
    sed "s|$d/|DIR/|"
echo "status ${PIPESTATUS[0]}"
"$DTRACE" -x nolibs -qn 'BEGIN { trace(ENOENT); exit(0); }' 2>&1
echo "status $?"
