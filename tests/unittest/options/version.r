ran

2.0: status 0
ran

2.0.0: status 0
dtrace: failed to set -x version: Operation not supported
1.0: status 1
dtrace: failed to set -x version: Operation not supported
99.1: status 1
dtrace: failed to set -x version: Invalid value for specified option
two: status 1
