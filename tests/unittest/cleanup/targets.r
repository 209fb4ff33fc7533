-c exits: status 0, held programs and maps
-c outlived: status 0, held programs and maps
-p killed: status 0, held programs and maps
-p outlives: status 0, held programs and maps
breakpoint while traced
text restored after
-p target runs on
