CPU     ID                    FUNCTION:NAME
  0      1                           :BEGIN 
  0      1                           :BEGIN 

                1
                2
