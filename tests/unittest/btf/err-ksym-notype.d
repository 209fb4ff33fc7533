/*
 * A kernel data symbol with an address (a section marker kallsyms lists
 * on every kernel) but no type: the kernel's BTF has no VAR for it, so
 * D_SYM_NOTYPES, with the CTF library's message DTrace passes on.
 */
BEGIN
{
	trace(`__start_rodata);
}
