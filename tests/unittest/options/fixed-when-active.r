CPU     ID                    FUNCTION:NAME
  1      1                           :BEGIN after

