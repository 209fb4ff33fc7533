CPU     ID                    FUNCTION:NAME
  0      1                           :BEGIN          42   7    -3       1099511627776  hi                               

