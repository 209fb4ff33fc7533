      1 
      4 cs 1 rip 1
      4 pc target`add rdi 1 rsi 1 edi 1 sp%16 8
      1 pick returns -1, 1, at target`pick
      1 pick returns -2, 1, at target`pick
      1 pick returns 0, 1, at target`pick
      1 pick returns 30, 1, at target`pick
      4 returns into target`main
      1 sum 433
status 0
