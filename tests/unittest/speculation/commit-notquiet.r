CPU     ID                    FUNCTION:NAME
  1      1                           :BEGIN Speculation ID: 1
  1      1                           :BEGIN Called speculate on id: 1
  1      1                           :BEGIN Successfully committed

