
  write                                                             0
  read                                                              4
write: 0 KB
read: 4 KB
write: 1000 bytes
read: 4096 bytes
calls 2 avg 20
stddev 67 max 9


           value  ------------- Distribution ------------- count    
               1 |                                         0        
               2 |@@@@@@@@@@@@@@@@@@@@@@@@@@@              2        
               3 |@@@@@@@@@@@@@                            1        
            >= 4 |                                         0        


              100
