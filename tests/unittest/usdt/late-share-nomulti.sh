# late-share on the way of a kernel without uprobe_multi links (before
# Linux 6.6): no cookies, so no rows: every worker's probe gets a program
# of its own, as before, and the output is the same, but for the line
# saying what was shared (nothing).
export DTRACE_DEBUG_KFEAT_OFF=uprobe_multi
. "$(dirname "$0")/late-share.sh"
