CPU FUNCTION                                 
  C  -> work                                  
  C    => getppid                             
  C    <= getppid                             
  C  <- work                                  

