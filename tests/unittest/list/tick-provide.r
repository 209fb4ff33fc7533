   ID   PROVIDER            MODULE                          FUNCTION NAME
   17    profile                                                     tick-1s
