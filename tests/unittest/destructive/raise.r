caught signal 10

status 0
dtrace: error in dt_clause_0 for probe ID 1 (dtrace:::BEGIN): illegal operation at BPF pc 0
next clause

status 0
