CPU     ID                    FUNCTION:NAME
  0      1                           :BEGIN 7


