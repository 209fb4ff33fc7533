/*
 * An identifier D does not know that names an enumerator of a kernel
 * enum (from BTF) is that constant; an enumerator the script declares
 * itself wins over a kernel one of the same name (the kernel has UP = 2
 * and DOWN = 0 in enum dev_state or the like).
 */
#pragma D option quiet

enum dirs {
	UP,
	DOWN
};

BEGIN
{
	printf("%d %d %d %d\n", PIDTYPE_PID, BPF_MAP_TYPE_HASH,
	    BPF_PROG_TYPE_KPROBE, TCP_CLOSE);
	x = TCP_CLOSE * 2 + 1;
	printf("%d %d %d\n", x, sizeof (TCP_CLOSE), TCP_CLOSE == 7);
	printf("%d %d\n", UP, DOWN);
	exit(0);
}
