1
 status 0
1
 status 0
dtrace: failed to set -x iregs: Invalid value for specified option
 status 1
dtrace: failed to set -x iregs: Invalid value for specified option
 status 1
dtrace: failed to compile script iregs.d: line 1: failed to set option 'iregs' to '9': Invalid value for specified option
status 1
