exec: getppid 4, loader openat seen

preinit: getppid 4, loader openat not seen

postinit: getppid 3, loader openat not seen

main: getppid 3, loader openat not seen

dtrace: failed to set -x evaltime: Invalid value for specified option
status 1
