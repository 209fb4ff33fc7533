# fbt's args[] are typed from BTF: vfs_read(struct file *, char *,
# size_t, loff_t *), so args[0]->f_flags is a member of struct file and
# args[2] a size_t; at return args[1] is the function's ssize_t.  A
# member the type does not have is DTrace's error.  (-e: compiled only.)
"$DTRACE" -e -n 'fbt::vfs_read:entry { trace(args[0]->f_flags);
    trace(args[2]); trace(sizeof (args[2])); }' \
    -n 'fbt::vfs_read:return { trace(args[1]); }'
echo "exit $?"
"$DTRACE" -e -n 'fbt::vfs_read:entry { trace(args[0]->no_such_member); }' \
    2>&1
echo "exit $?"
