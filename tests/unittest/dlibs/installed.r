2 9 dtrace

status 0
ok   syscall:::entry { @[execname] = count(); }
ok   syscall::open*:entry { printf("%s %s\n", execname, copyinstr(arg1)); }
ok   syscall:::return /errno != 0/ { @[probefunc, errno] = count(); }
ok   proc:::exec-success { trace(curpsinfo->pr_psargs); }
ok   proc:::exit { @[execname, args[0]] = count(); }
ok   proc:::signal-send { @[args[1]->pr_fname, args[2]] = count(); }
ok   sched:::on-cpu { self->ts = timestamp; } sched:::off-cpu /self->ts/ { @[execname] = sum(timestamp - self->ts); self->ts = 0; }
ok   sched:::wakeup { @[args[1]->pr_fname] = count(); }
ok   io:::start { @[args[1]->dev_statname, args[2]->fi_pathname] = sum(args[0]->b_bcount); }
ok   io:::done { @[args[1]->dev_statname] = quantize(args[0]->b_bcount); }
ok   tcp:::accept-established { @[args[3]->tcps_raddr] = count(); }
ok   tcp:::connect-established { @[args[3]->tcps_raddr, args[3]->tcps_rport] = count(); }
ok   tcp:::send { @[args[2]->ip_daddr] = sum(args[2]->ip_plength); }
ok   tcp:::receive { @[args[2]->ip_saddr, args[4]->tcp_dport] = count(); }
ok   tcp:::state-change { printf("%s -> %s\n", tcp_state_string[args[5]->tcps_state], tcp_state_string[args[3]->tcps_state]); }
ok   ip:::send { @[args[2]->ip_saddr, args[2]->ip_daddr] = count(); }
ok   ip:::receive { @[args[2]->ip_ver] = sum(args[2]->ip_plength); }
ok   udp:::send { @[args[2]->ip_daddr, args[4]->udp_dport] = count(); }
ok   udp:::receive { @[args[2]->ip_saddr, args[4]->udp_sport] = count(); }
ok   profile-997 { @[execname] = count(); }
ok   profile-997 /arg1/ { @[ufunc(arg1)] = count(); }
ok   profile-997 { @[ustack()] = count(); }
dtrace: invalid probe specifier BEGIN { trace(ENOENT); exit(0); }: in action list: failed to resolve ENOENT: Unknown variable name (no D libraries were found in DIR/x/lib/dtrace)
status 1
dtrace: invalid probe specifier BEGIN { trace(ENOENT); exit(0); }: in action list: failed to resolve ENOENT: Unknown variable name
status 1
