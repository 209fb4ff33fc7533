status 0
 PROVIDER MODULE FUNCTION NAME
 targetN target step tick
status 0
   ID   PROVIDER            MODULE                          FUNCTION NAME
 N targetN            target                              step tick
dtrace: registry entry T-1 of pid T ignored: malformed content
dtrace: registry entry T-10 of pid T ignored: address 0xN is in no file mapping of process T
dtrace: registry entry T-B of pid T ignored: malformed content
dtrace: registry entry T-abc of pid T ignored: not a regular file
dtrace: registry entry T-b16 of pid T ignored: too large
dtrace: registry entry T-f1f0 of pid T ignored: not a regular file
pid 1: 1 message
status 0
traced: yes

7 messages, 0 repeated
