# The irq_vectors tracepoints (x86's interrupt entries and exits), which
# perf refuses to sample (EPERM), enable and fire: sdt attaches its
# programs to counting perf events.
"$DTRACE" -qn '
sdt:irq_vectors::local_timer_entry
{
	n++;
}

tick-1s
{
	printf("local_timer_entry fired: %s\n", n > 0 ? "yes" : "no");
	exit(0);
}'
