   ID   PROVIDER            MODULE                          FUNCTION NAME
dtrace: failed to match sdt:ftrace::: No probe matches description
exit 0
