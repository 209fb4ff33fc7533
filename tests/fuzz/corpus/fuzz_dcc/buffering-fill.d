/*
 * bufpolicy=fill: once a CPU's buffer is full nothing more of its clauses
 * runs (not even i++), tracing stops, and END still records in the space
 * kept for it.  BEGIN's clauses all run on one CPU; each printf record
 * costs 16 bytes of the 80, END's 16 are kept back: four records fit.
 */
#pragma D option bufpolicy=fill
#pragma D option bufsize=80
#pragma D option quiet
#pragma D option temporal

int i;

BEGIN { printf("%d\n", i++); }
BEGIN { printf("%d\n", i++); }
BEGIN { printf("%d\n", i++); }
BEGIN { printf("%d\n", i++); }
BEGIN { printf("%d\n", i++); }
BEGIN { printf("%d\n", i++); }
BEGIN /i++ >= 0/ { printf("not reached\n"); }

END
{
	printf("end %d\n", i);
}
