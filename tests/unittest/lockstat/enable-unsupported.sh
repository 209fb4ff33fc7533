# On a kernel that refuses fentry programs, enabling an acquire or release
# probe fails as enabling an fbt probe does (after the clause compiled),
# with exit status 1, and nothing is left attached (the runner checks),
# not even the contention probe enabled with it.  (Where the kernel has
# kprobes the probes take the kprobe way: kprobe-*.)
"$DTRACE" -n 'lockstat:::adaptive-block, lockstat:::spin-acquire { exit(0); }' \
    2>&1 | sed -e 's/fentry programs ([^)]*)/fentry programs (REASON)/'
echo "exit ${PIPESTATUS[0]}"
