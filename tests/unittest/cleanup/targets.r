-c exits: status 0, held programs and maps
  stderr: dtrace: pid N has exited
-c outlived: status 0, held programs and maps
-p killed: status 0, held programs and maps
  stderr: dtrace: pid N has exited
-p outlives: status 0, held programs and maps
breakpoint while traced
text restored after
-p target runs on
