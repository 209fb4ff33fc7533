# dtrace -p PID and a provider glob (myapp*) find the probes of a process
# that is already running; each session ends when the process exits.
. "$(dirname "$0")/build.sh"
build_queries || exit 1
run() {		# run PROVIDER: one traced run with -p
	local prov=$1 pid i
	rm -f go out app.out
	./queries go >app.out &
	for i in $(seq 1 100); do
		grep -q '^pid' app.out && break
		sleep 0.1
	done
	pid=$(sed -n 's/^pid //p' app.out)
	"$DTRACE" -q -o out -n "BEGIN { printf(\"ready\\n\"); }
	    $prov:::query-start { printf(\"%s %s %d\\n\", probeprov ==
	    \"myapp$pid\" ? \"myappPID\" : probeprov, copyinstr(arg0), arg1); }
	    $prov:::query-start { @n = count(); }" -p "$pid" 2>err &
	for i in $(seq 1 100); do
		grep -q ready out 2>/dev/null && break
		sleep 0.1
	done
	touch go
	wait $!
	echo "status $?"
	sed 's/pid [0-9]*/pid PID/' out err
	sed '/^pid/d' app.out
}
echo "--- -p"
run 'myapp$target'
echo "--- myapp*"
run 'myapp*'
