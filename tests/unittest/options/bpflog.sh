# -x bpflog prints the verifier's log for each program it loads.
"$DTRACE" -x bpflog -q -n 'BEGIN { exit(0); }' 2>&1 >/dev/null |
    sed -n -e 's/^\(BPF verifier log for dtrace:::BEGIN:\)$/\1/p' \
    -e 's/^processed [0-9]* insns.*/processed N insns/p'
