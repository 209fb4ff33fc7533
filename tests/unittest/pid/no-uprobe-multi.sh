# entry-return on the way of a kernel without uprobe_multi links (before
# Linux 6.6, Debian 12's stock 6.1): one perf uprobe event per probe site.
# The same output.
export DTRACE_DEBUG_KFEAT_OFF=uprobe_multi
. "$(dirname "$0")/entry-return.sh"
