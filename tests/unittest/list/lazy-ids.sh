# The providers make their probes when a description could match one,
# not at start-up; a probe must still have the ID the whole list gives it
# (dtrace -l), whatever the description: the providers before it made
# theirs first.  Each description's lines must be lines of the whole list.
all=$(mktemp) one=$(mktemp)
trap 'rm -f "$all" "$one"' EXIT
"$DTRACE" -l 2>/dev/null | tail -n +2 > "$all"
for d in 'BEGIN' 'dtrace:::END' 'profile-97' 'syscall::read:entry' \
    ':::sched_switch' ':sched::sched_wakeup' 'sdt:sched::' \
    'rawtp:syscalls::sys_enter_openat' 'proc:::exec-success' \
    'proc:::signal-clear' 'sched:::on-cpu' 'sched:::tick' \
    'sched:::enqueue' 'io:::start' 'lockstat:::spin-spin' 'ip:::send' \
    'tcp:::state-change' 'udp:::' 'syscall:vmlinux::' ':::*-cpu'; do
	"$DTRACE" -l -n "$d" 2>/dev/null | tail -n +2 > "$one"
	n=$(wc -l < "$one")
	same=$(grep -cxFf "$one" "$all")
	if [ "$n" -gt 0 ] && [ "$n" = "$same" ]; then
		echo "$d: as in the whole list"
	else
		echo "$d: $n listed, $same of them as in the whole list"
	fi
done
