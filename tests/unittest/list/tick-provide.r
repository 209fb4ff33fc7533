   ID   PROVIDER            MODULE                          FUNCTION NAME
N profile tick-1s
