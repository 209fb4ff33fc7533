/*
 * On a kernel locked down for integrity (kernel_lockdown(7)), BPF
 * programs may not write user memory: copyout() and copyoutstr() are
 * refused when tracing starts, with the reason.
 */
#pragma D option destructive

BEGIN
{
	copyoutstr("x", 0, 2);
	exit(0);
}
