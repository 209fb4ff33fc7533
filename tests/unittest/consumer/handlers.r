err: dtrace: error in dt_clause_0 for probe ID 1 (dtrace:::BEGIN): invalid address ({ptr}) at BPF pc NNN
CPU     ID                    FUNCTION:NAME
  C      1                           :BEGIN 
status 0
drop: dtrace: 26 drops on CPU n
status 0
