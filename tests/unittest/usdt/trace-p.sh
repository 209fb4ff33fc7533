# dtrace -p PID and a provider glob (tpapp*) find the probes of a process
# that is already running; each session ends when the process exits.
# The provider is renamed (tpapp) and the registry private, so that the
# glob matches no other case's process running at the same time.
. "$(dirname "$0")/build.sh"
mkdir "$T/reg" && export DTRACE_HELPER_DIR=$T/reg
build_renamed tpapp queries || exit 1
run() {		# run PROVIDER: one traced run with -p
	local prov=$1 pid i
	rm -f go out app.out
	./queries go >app.out &
	for i in $(seq 1 $((100 * ${RUN_TESTS_SCALE:-1}))); do
		grep -q '^pid' app.out && break
		sleep 0.1
	done
	pid=$(sed -n 's/^pid //p' app.out)
	"$DTRACE" -q -o out -n "BEGIN { printf(\"ready\\n\"); }
	    $prov:::query-start { printf(\"%s %s %d\\n\", probeprov ==
	    \"tpapp$pid\" ? \"tpappPID\" : probeprov, copyinstr(arg0), arg1); }
	    $prov:::query-start { @n = count(); }" -p "$pid" 2>err &
	wait_ready
	touch go
	wait $!
	echo "status $?"
	sed 's/pid [0-9]*/pid PID/' out err
	sed '/^pid/d' app.out
}
echo "--- -p"
run 'tpapp$target'
echo "--- tpapp*"
run 'tpapp*'
