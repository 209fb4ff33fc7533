   ID   PROVIDER            MODULE                          FUNCTION NAME
    2     dtrace                                                     END
exit 0
BEGIN is 1

exit 0
syscall getppid entry: the same line
the last probe listed: the same line
getppid

exit 0
