entry 7

entry: status 0
return 7

return: status 0
dtrace: invalid probe specifier fbt::vfs_read:entry { trace(args[0]->f_flags); }: in action list: index 0 is out of range for fbt::vfs_read:entry args[ ]
args: status 1
