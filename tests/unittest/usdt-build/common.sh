# common.sh -- sourced by the usdt-build cases (not a case itself: no
# common.r).  Sets $T (a scratch directory, removed at exit), $HERE (this
# directory), $TOP (the source tree), $DTRACE_HELPER_DIR (a registry of
# the case's own, so cases may run in parallel), and defines:
#
#   notes FILE     the .note.stapsdt probes of FILE, one a line, as
#                  "provider:name sizes", operands dropped: "myapp:q -4@ 8@"
#   dofdump FILE   the provider definitions in FILE's .SUNW_dof section
#   registry       the registry's entries, one a line
#   wait_line F P  wait (5 s at most) until file F has a line matching P

HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
TOP=$(cd "$HERE/../../.." && pwd)
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
export DTRACE_HELPER_DIR="$T/registry"
unset DTRACE_DOF_INIT_DISABLE DTRACE_DOF_INIT_DEBUG

notes() {
	readelf -n "$1" | awk '
	    /Provider:/ { p = $2 }
	    /Name:/ { n = $2 }
	    /Arguments:/ {
		s = ""
		for (i = 2; i <= NF; i++) { a = $i; sub(/@.*/, "@", a); s = s " " a }
		print p ":" n s
	    }'
}

dofdump() {
	if [ ! -x "$T/dofdump" ]; then
		cc -std=gnu11 -I"$TOP/usdt" -o "$T/dofdump" "$HERE/dofdump.c" \
		    "$TOP/usdt/usdt_dof.c" || return 1
	fi
	objcopy -O binary --only-section=.SUNW_dof "$1" "$T/dof.bin" &&
	    "$T/dofdump" "$T/dof.bin"
}

registry() {
	ls -A "$DTRACE_HELPER_DIR" 2>/dev/null
}

wait_line() {
	local i
	for i in $(seq 1 50); do
		grep -q "$2" "$1" 2>/dev/null && return 0
		sleep 0.1
	done
	echo "timed out waiting for '$2' in $1" >&2
	return 1
}
