status 0
 PROVIDER MODULE FUNCTION NAME
 targetN target step tick
   ID   PROVIDER            MODULE                          FUNCTION NAME
 N targetN            target                              step tick
status 0
status 0
