/* A kernel symbol the kernel's symbol tables (kallsyms, System.map) do
   not have: DTrace's D_IDENT_UNDEF with its errno message. */
BEGIN
{
	trace(vmlinux`dtrace_no_such_symbol);
}
