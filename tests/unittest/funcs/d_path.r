T/a b/c

cwd T/a b/c root /

TRACEFS/events

fd 0 T/a b/file

strsize 16: the first 16 bytes
dtrace: error in dt_clause_0 for probe ID 1 (dtrace:::BEGIN): invalid address (0x8) at BPF pc 48
goes on

status 0
