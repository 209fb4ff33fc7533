/*
 * A per-CPU variable (runqueues, which the kernel's BTF types) has no
 * address of its own: kallsyms and System.map list its offset in the
 * per-CPU area, and BPF's per-CPU ksyms need the kernel's own kallsyms to
 * list data symbols.  Not a symbol D can read: "Unknown symbol name".
 */
BEGIN
{
	trace(`runqueues);
}
