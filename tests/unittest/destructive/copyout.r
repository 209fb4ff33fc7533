HELLOxxxab abcyyyy

status 0
dtrace: error in dt_clause_0 for probe ID 1 (dtrace:::BEGIN): invalid address (0x0) at BPF pc 0
dtrace: error in dt_clause_1 for probe ID 1 (dtrace:::BEGIN): invalid address (0x10) at BPF pc 0

status 0
