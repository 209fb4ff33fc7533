CPU     ID                    FUNCTION:NAME
  0      1                           :BEGIN 

exit 0
dtrace: description 'BEGIN ' matched 1 probe
dtrace: buffer size lowered to N
