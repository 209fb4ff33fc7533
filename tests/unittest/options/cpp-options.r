5 7 9

status 0
1 7 2

status 0
. DIR/inc/h.h
1 7 2

dtrace: failed to set -X q: Invalid value for specified option
status 1
