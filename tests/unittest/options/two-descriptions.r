CPU     ID                    FUNCTION:NAME
  0      1                           :BEGIN one

  0      1                           :BEGIN 

