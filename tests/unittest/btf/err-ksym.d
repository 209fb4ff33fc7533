BEGIN
{
	trace(vmlinux`jiffies);
}
