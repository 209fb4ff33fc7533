CPU     ID                    FUNCTION:NAME
  0      1                           :BEGIN 
  0      2                             :END   END first                        
  0      1                           :BEGIN   from BEGIN                       

