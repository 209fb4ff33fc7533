/*
 * dt_link.h -- linking a generated BPF program with the precompiled
 * support functions (dt_bpflib.h), and resolving its map references.
 *
 * Order of use, for each program:
 *	dt_prog_resolve_labels(prog);
 *	dt_link(prog, lib, err, errlen);	   (once per program)
 *	dt_link_maps(prog, resolve, arg, err, errlen);
 *	... load prog->dp_insns ...
 */
#ifndef DT_LINK_H
#define DT_LINK_H

#include <stddef.h>

#include "cg/dt_asm.h"
#include "link/dt_bpflib.h"

/*
 * Resolve every DT_RELOC_CALL in prog: append the called support functions
 * (and, transitively, what they call) after the program's code, each at
 * most once, and patch each call's imm = target - (call + 1).  The map
 * references of the appended code become DT_RELOC_MAP_FD relocations of
 * prog, so dt_link_maps() resolves them with the program's own; their
 * dr_name is a copy kept for the life of the process, so lib may be
 * closed before dt_link_maps().  The DT_RELOC_CALL relocations stay in
 * prog (a disassembly can name the callees); call dt_link() only once per
 * program.
 *
 * Returns 0, or -1 with a message ("undefined BPF function 'x'", ...) in
 * err, leaving prog unchanged.
 */
int dt_link(dt_prog_t *prog, const dt_bpflib_t *lib, char *err,
    size_t errlen);

/*
 * Patch map relocations.  resolve(arg, name) returns the fd of the map
 * called name, or -1 if there is none.  A DT_RELOC_MAP_FD ld_imm64 gets
 * src_reg BPF_PSEUDO_MAP_FD (1) and imm = fd; a DT_RELOC_MAP_VALUE one
 * gets src_reg BPF_PSEUDO_MAP_VALUE (2), imm = fd and the second slot's
 * imm = dr_off (the kernel then loads the address of the map's value at
 * key 0, + dr_off).  May be called again (e.g. after recreating maps).
 *
 * Returns 0, or -1 with "unknown map 'x'" (or why the relocation is bad)
 * in err.
 */
int dt_link_maps(dt_prog_t *prog, int (*resolve)(void *arg, const char *name),
    void *arg, char *err, size_t errlen);

#endif
