/*
 * fuzz_elfsym.c -- the pid provider's ELF symbol reader (pidprov/pid_obj.c,
 * pid_sym.c): an ELF image, through a memfd, read for its functions; then
 * every query the provider makes of an object: all symbols, lookup by
 * name, preferred names, by address, glob matching, file offsets, and the
 * instruction boundaries of the first functions (pid_obj_insns).
 *
 * The object is given a path in a directory that does not exist, and the
 * debuginfo directory is one too, so that the .gnu_debuglink and build ID
 * of an input never open a file of this machine.
 */
#include "fuzz.h"	/* first: it sets _GNU_SOURCE */
#include "pid.h"

#define FUZZ_NOWHERE	"/nonexistent/fuzz-elfsym"

static int
fuzz_count(const pid_sym_t *sym, void *arg)
{
	(*(size_t *)arg)++;
	return 0;
}

static void
fuzz_queries(const pid_obj_t *obj)
{
	const pid_sym_t *syms, *s;
	size_t n, i, matched = 0;
	uint64_t off;
	pid_insns_t *ins;

	syms = pid_obj_syms(obj, &n);
	for (i = 0; i < n; i++) {
		s = &syms[i];
		(void)pid_obj_lookup(obj, s->ps_name);
		(void)pid_obj_primary(obj, s);
		(void)pid_obj_addr(obj, s->ps_vaddr + s->ps_size / 2, &off);
		(void)pid_obj_vaddr2off(obj, s->ps_vaddr, &off);
		if (i < 8 && pid_obj_insns(obj, s, &ins) == 0) {
			(void)pid_insns_boundary(ins, 1);
			pid_insns_free(ins);
		}
	}
	(void)pid_obj_lookup(obj, "main");
	(void)pid_obj_match(obj, "*", fuzz_count, &matched);
	(void)pid_obj_match(obj, "m[a-z]*", fuzz_count, &matched);
	(void)pid_obj_addr(obj, 0, &off);
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static int once;
	pid_obj_t *obj;
	int fd;

	if (!once) {
		pid_set_debugdir(FUZZ_NOWHERE "/debug");
		once = 1;
	}
	if ((fd = fuzz_memfd(data, size)) < 0)
		return 0;
	if (pid_obj_open_fd(fd, FUZZ_NOWHERE, &obj) == 0) {
		fuzz_queries(obj);
		pid_obj_rele(obj);
	}
	close(fd);
	return 0;
}
