
  x                                                                10
  y                                                                20

  x                                                                 0
  y                                                                 0
y 0 0
x 0 1

           value  ------------- Distribution ------------- count    
              -1 |                                         0        
               0 |                                         0        
               1 |                                         0        

  x                                                                 0
  z                                                                 1
  y                                                                 5
min 3

