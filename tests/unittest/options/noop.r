ran

status 0
dtrace: failed to set -x cleanrate: Invalid value for specified option
status 1
