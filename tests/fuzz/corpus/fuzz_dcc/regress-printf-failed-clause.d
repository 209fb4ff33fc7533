/* curcpu points at this CPU's cpuinfo_t, as DTrace declares it. */
#pragma D option quiet

BEGIN
{
	printf("%d %d %d %d\n", curcpu->cpu_id == cpu,
	    curcpu->cpu_info.pi_state, curcpu->cpu_info.pi_clock >= 0,
	    sizeof (cpuinfo_t));
	printf("%d %d\n", offsetof(cpuinfo_t, cpu_info),
	    offsetof(processor_info_t, pi_clock));
	prinexit(0);
}
