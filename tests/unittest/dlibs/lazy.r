none
exit 0
1 8

exit 0
11 2

exit 0
3 1

exit 0
42

exit 0
3

exit 0
dtrace: invalid probe specifier BEGIN { trace(BROKEN_VALUE); exit(0); }: "DIR/sys/broken.d", line 1: syntax error near ";"
exit 1
dtrace: invalid probe specifier BEGIN /args[0] == 0/ { exit(0); }: "DIR/sys/broken.d", line 1: syntax error near ";"
exit 1
dtrace: invalid probe specifier BEGIN { trace("none"); exit(0); }: "DIR/user/ubroken.d", line 1: syntax error near ";"
exit 1
