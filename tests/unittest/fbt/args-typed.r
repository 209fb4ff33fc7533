exit 0
dtrace: invalid probe specifier fbt::vfs_read:entry { trace(args[0]->no_such_member); }: in action list: no_such_member is not a member of struct file
exit 1
