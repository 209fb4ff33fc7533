1 2 7 9 4

status 0
dtrace: invalid probe specifier BEGIN { trace(FROM_C); exit(0); }: in action list: failed to resolve FROM_C: Unknown variable name
status 1
dtrace: invalid probe specifier BEGIN { trace(FROM_D); exit(0); }: in action list: failed to resolve FROM_D: Unknown variable name
status 1
dtrace: invalid probe specifier BEGIN { trace(FROM_E); exit(0); }: in action list: failed to resolve FROM_E: Unknown variable name
status 1
dtrace: invalid probe specifier BEGIN { trace(FROM_F); exit(0); }: in action list: failed to resolve FROM_F: Unknown variable name
status 1
dtrace: invalid probe specifier BEGIN { trace(FROM_TWO_B); exit(0); }: in action list: failed to resolve FROM_TWO_B: Unknown variable name
status 1
dtrace: invalid probe specifier BEGIN { trace(FROM_A); exit(0); }: in action list: failed to resolve FROM_A: Unknown variable name
status 1
dtrace: invalid probe specifier BEGIN { exit(0); }: "bad/broken.d", line 3: syntax error near ";"
status 1
dtrace: failed to compile script /dev/stdin: [D_SYNTAX] "bad/broken.d", line 3: syntax error near ";"
status 1
dtrace: invalid probe specifier BEGIN { exit(0); }: "clause/clause.d", line 1: probe clauses are not supported in D libraries
status 1
fine

status 0
dtrace: invalid probe specifier #pragma D option libdir=one
BEGIN { exit(0); }: failed to set option 'libdir' to 'one': Option cannot be used from within a D program
status 1
