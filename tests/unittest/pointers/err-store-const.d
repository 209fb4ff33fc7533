/*
 * D allows stores only to D variables and, through a pointer held in a
 * D variable, to scratch memory: a kernel pointer that is not in a
 * variable cannot be stored through at all.
 */
BEGIN
{
	curthread->pid = 1;
}
