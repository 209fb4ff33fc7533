/* A module no kernel symbol belongs to: DTrace's "Unknown module name". */
BEGIN
{
	trace(dtrace_no_such_module`jiffies);
}
