# trace-c on the way of a kernel without uprobe_multi links (before
# Linux 6.6): one perf uprobe event per probe site, semaphores raised by
# the kernel's reference counter on the file.  The same output.
export DTRACE_DEBUG_KFEAT_OFF=uprobe_multi
. "$(dirname "$0")/trace-c.sh"
