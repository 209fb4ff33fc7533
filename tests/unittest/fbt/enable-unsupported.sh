# On a kernel that refuses fentry programs and has no kprobes, enabling an
# fbt probe fails with a message naming both (after the clause compiled),
# exit status 1, and nothing is left attached (the runner checks).
"$DTRACE" -n 'fbt::vfs_read:entry { exit(0); }' 2>&1 |
    sed 's/fentry programs ([^)]*)/fentry programs (REASON)/'
echo "exit ${PIPESTATUS[0]}"
