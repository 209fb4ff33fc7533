# -l -v of a usdt probe shows args[] as the provider definition in the
# program's DOF types them: the translated types (conn's conninfo_t *),
# in the translated order (swap's "(char *s, int a, int a)"), and none
# for a probe whose translated list is empty ("none(...) : ()").
. "$(dirname "$0")/usdt-build.sh"
build_argapp || exit 1
start_app
"$DTRACE" -l -v -n "argapp$pid:::" | sed "s/^ *[0-9]* *argapp$pid /ID argappPID/"
touch go
wait $app
