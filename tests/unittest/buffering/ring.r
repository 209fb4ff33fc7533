CPU     ID                    FUNCTION:NAME
  0      1                           :BEGIN           5
  0      1                           :BEGIN           6
  0      1                           :BEGIN 

