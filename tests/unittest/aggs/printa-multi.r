mmap      0  0 -1 -1
close     0  1  0 0
open     50  0  0 0
read    100  2  0 0
write   300  1  7 7

  open                                                              0               50
  close                                                             1                0
  write                                                             1              300
  read                                                              2              100
open 50 50
read 100 100
write 300 300
2: 
           value  ------------- Distribution ------------- count    
              -1 |                                         0        
               0 |                                         0        
               1 |                                         0        
 5
1: 
           value  ------------- Distribution ------------- count    
               0 |                                         0        
               1 |@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@ 1        
               2 |                                         0        
 0

