CPU     ID                    FUNCTION:NAME
  1      1                           :BEGIN Speculation ID: 1
  1      1                           :BEGIN Successfully discarded

