dtrace: description 'BEGIN ' matched 1 probe
CPU     ID                    FUNCTION:NAME
  0      1                           :BEGIN   loud                             

status 0
quiet

quiet

dtrace: failed to set -x quiet: Invalid value for specified option
status 1

        1                2
        2                1
no flow

status 0
dtrace: could not enable tracing: Destructive actions not allowed
status 1
destructive

status 0
