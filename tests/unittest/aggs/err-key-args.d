/* A translated argument (proc:::create's args[0], a psinfo_t *) is no key
   either: DTrace types it as dynamic. */
#pragma D option errtags

proc:::create
{
	@[pid, args[0]] = count();
}
