CPU FUNCTION                                 
  C | :BEGIN                                  
  C  -> inner                                 first
  C   | inner:entry                           second
  C  <- inner                                 
  C  -> inner                                 first
  C   | inner:entry                           second
  C  <- inner                                 

