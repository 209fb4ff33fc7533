# A user given one of the two capabilities that tracing takes (CAP_BPF
# and CAP_PERFMON, Linux 5.8 and later) is told which one is missing; with
# both, as without CAP_SYS_ADMIN, it traces.  (With none, DTrace's own
# message alone: unprivileged.sh.)
as_nobody() {
	local caps=$1
	shift
	setpriv --reuid=nobody --regid=nogroup --clear-groups \
	    --inh-caps="$caps" --ambient-caps="$caps" "$@"
}
cd /tmp || exit 1
for caps in +bpf +perfmon +bpf,+perfmon; do
	as_nobody $caps "$DTRACE" -q -n 'BEGIN { printf("traced\n"); exit(0); }' \
	    >out.$$ 2>err.$$
	echo "$caps: status $?"
	cat err.$$ out.$$
done
rm -f out.$$ err.$$
