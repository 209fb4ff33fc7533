CPU FUNCTION                                 
  C  -> main                                  
  C    -> outer                               0
  C      -> inner                             0
  C      <- inner                             
  C    <- outer                               
  C    -> outer                               1
  C      -> inner                             1
  C      <- inner                             
  C    <- outer                               
  C  <- main                                  

