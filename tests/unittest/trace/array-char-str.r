CPU     ID                    FUNCTION:NAME
  0      1                           :BEGIN   aAbBc                              aAbBcCdDe                        

