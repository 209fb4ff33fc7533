count [3] [    3] [3    ] [00003]
sum [-7] [fffffffffffffff9] [-7]
avg [5]
min [-2]
max [4]
stddev [2]
quantize [
           value  ------------- Distribution ------------- count    
               1 |                                         0        
               2 |@@@@@@@@@@@@@@@@@@@@@@@@@@@              2        
               4 |                                         0        
               8 |                                         0        
              16 |                                         0        
              32 |                                         0        
              64 |@@@@@@@@@@@@@                            1        
             128 |                                         0        
]
lquantize [
           value  ------------- Distribution ------------- count    
               0 |                                         0        
               5 |@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@ 1        
           >= 10 |                                         0        
]
llquantize [
           value  ------------- Distribution ------------- count    
              30 |                                         0        
              40 |@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@ 1        
              50 |                                         0        
]

