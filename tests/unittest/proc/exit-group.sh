# proc:::exit fires once for a process whose nine threads exit_group()
# ends together (ten such children of the target), also where the kernel
# cannot say which thread is the last (sched_process_exit without
# group_dead, before 6.18: DTRACE_DEBUG_KFEAT_OFF=group_dead takes that
# way here), where several threads may each find none left alive.
dir=$(mktemp -d)
cc -O0 -pthread -o "$dir/dt_exitgroup" "$(dirname "$0")/exitgroup.c" || exit 1
for way in tracepoint fallback; do
	[ $way = fallback ] && export DTRACE_DEBUG_KFEAT_OFF=group_dead
	"$DTRACE" -x syslibdir="$DT_DLIBS" -q -c "$dir/dt_exitgroup" -n '
	proc:::exit
	/ppid == $target/
	{
		@exits = count();
		@status = max(args[0]);
	}

	proc:::lwp-exit
	/ppid == $target/
	{
		@lwps = count();
	}

	END
	{
		printa("'$way': exits %@d", @exits);
		printa(", CLD_EXITED %@d", @status);
		printa(", threads %@d\n", @lwps);
	}'
done
rm -rf "$dir"
