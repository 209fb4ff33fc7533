[D_ACT_SPEC] in action list: destructive actions may not follow speculate( )
raise(9): exit 1
[D_ACT_SPEC] in action list: destructive actions may not follow speculate( )
stop(): exit 1
[D_ACT_SPEC] in action list: destructive actions may not follow speculate( )
system("true"): exit 1
[D_ACT_SPEC] in action list: destructive actions may not follow speculate( )
freopen("/dev/null"): exit 1
[D_ACT_SPEC] in action list: destructive actions may not follow speculate( )
chill(1): exit 1
[D_ACT_SPEC] in action list: destructive actions may not follow speculate( )
panic(): exit 1
[D_ACT_SPEC] in action list: destructive actions may not follow speculate( )
breakpoint(): exit 1
[D_ACT_SPEC] in action list: destructive actions may not follow speculate( )
copyoutstr("a", 0, 1): exit 1
