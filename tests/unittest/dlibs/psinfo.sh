# dtrace as the leader of a session of its own: curpsinfo's pr_pgid and
# pr_sid are then its own pid, whatever session the test runner is in.
exec setsid -w "$1" -x syslibdir="$DT_DLIBS" -s psinfo.d
