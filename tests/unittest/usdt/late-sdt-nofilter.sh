# late-sdt with the exec watch of a kernel whose proc connector has no
# event filter (before Linux 6.6): it takes every process event and
# keeps the execs.  The same output.
export DTRACE_DEBUG_KFEAT_OFF=proc_filter
. "$(dirname "$0")/late-sdt.sh"
