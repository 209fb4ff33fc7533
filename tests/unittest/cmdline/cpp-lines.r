dtrace: failed to compile script bad.d: line 7: syntax error near ";"
status 1
dtrace: failed to compile script nohdr.d: Preprocessor failed to process input program
status 1
1
status 0
from stdin

status 0
