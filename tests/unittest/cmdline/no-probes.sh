# Options but no probe description, script or mode: DTrace's "no probes
# specified" (not the usage text), status 1; -e stops before that check
# (status 0); -Z permits it, and with -c dtrace runs the command and ends
for a in "-q" "-S" "-x quiet" "-e"; do
	"$DTRACE" $a 2>&1
	echo "$a: exit $?"
done
"$DTRACE" -Z -c true 2>&1
echo "-Z -c true: exit $?"
