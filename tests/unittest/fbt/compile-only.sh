# fbt clauses compile (-e: no load, no attach) on any kernel with BTF:
# arg0..argN at entry, arg0 (the offset, -1) and arg1 (the return value)
# at return.
"$DTRACE" -e -n 'fbt::vfs_read:entry { trace(arg0); trace(arg2); }' \
    -n 'fbt::vfs_read:return /arg0 == -1/ { trace(arg1); }' \
    -n 'fbt::ksys_*:entry { @[probefunc] = count(); }'
echo "exit $?"
