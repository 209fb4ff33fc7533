ok

kernel: status 0
ok

primary: status 0
ok

dynamic: status 0
ok

static: status 0
dtrace: failed to set -x linkmode: Invalid value for specified option
bogus: status 1
