dtrace: script 'empty.d' matched 0 probes
dtrace: no probes matched
status 1
dtrace: invalid probe specifier BEGIN, fake:oracle:probe { exit(0); }: probe description :fake:oracle:probe does not match any probes
status 1
dtrace: description 'BEGIN, fake:oracle:probe ' matched 1 probe
CPU     ID                    FUNCTION:NAME
  1      1                           :BEGIN 

status 0

status 0
