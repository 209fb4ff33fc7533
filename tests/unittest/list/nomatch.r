   ID   PROVIDER            MODULE                          FUNCTION NAME
    1     dtrace                                                     BEGIN
dtrace: failed to match nosuch:::: No probe matches description
dtrace: failed to match ::nosuchfunc:: No probe matches description
    2     dtrace                                                     END
    1     dtrace                                                     BEGIN
exit 0
   ID   PROVIDER            MODULE                          FUNCTION NAME
    2     dtrace                                                     END
dtrace: failed to match :::-2: No probe matches description
exit 0
