CPU     ID                    FUNCTION:NAME
  0      1                           :BEGIN allowed by the pragma


