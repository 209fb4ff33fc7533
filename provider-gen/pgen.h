/*
 * pgen.h -- provider definitions for "dtrace -h" and "dtrace -G", shared
 * by the files of provider-gen/.
 *
 * A D script may define providers for user-space programs:
 *
 *	provider myapp {
 *		probe query__start(struct conn *c, char *sql) :
 *		    (conninfo_t *c, string sql);
 *		probe done();
 *	};
 *	#pragma D attributes Evolving/Evolving/Common provider myapp provider
 *
 * Every text dtrace_compile() accepts is handed to pgen_collect() (after
 * the parser and checker), which records its provider definitions and
 * stability pragmas in the handle's pgen_state_t, and reports DTrace's
 * compile errors for bad ones with their line.  Then:
 *
 *   pgen_header.c   dtrace_program_header(): the C/C++ header (-h)
 *   pgen_notes.c    reads the probe notes of the objects given to -G
 *   pgen_elf.c      writes -G's ELF object, with the helper merged in
 *   pgen_link.c     dtrace_program_link(): -G from start to end
 *
 * Names.  A probe is declared with its D name, in which "__" stands for
 * "-" (the DTrace name): query__start is the probe query-start.  The C
 * side uses the D name: semaphore myapp_query__start_semaphore, macro
 * MYAPP_QUERY_START (DTrace's macro name: upper case, "-" and "." as "_").
 *
 * Everything here is allocated from the handle's arena (dt_arena.h) and
 * lives as long as the handle; nothing is freed on its own.
 */
#ifndef PGEN_H
#define PGEN_H

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

#include "dt_impl.h"

/* DTrace's limits on names (with the NUL) */
#define PGEN_PROVNAMELEN	64
#define PGEN_NAMELEN		64
/* a USDT provider's name leaves room for a process ID (DTrace's rule) */
#define PGEN_USDT_PROVNAMELEN	54
/* arguments a probe site records (the .note.stapsdt format's limit) */
#define PGEN_MAXARGS		12

typedef struct pgen_probe {
	const char *pp_dname;		/* as declared: "query__start" */
	const char *pp_name;		/* DTrace's: "query-start" */
	int pp_line;
	int pp_nargc, pp_xargc;
	dt_node_t **pp_nargs;		/* [nargc] DT_N_PARAM nodes */
	const char **pp_ntypes;		/* [nargc] "char *" */
	const char **pp_xtypes;		/* [xargc] "conninfo_t *" */
	uint8_t *pp_map;		/* [xargc] native index of each */
	struct pgen_probe *pp_next;
} pgen_probe_t;

typedef struct pgen_prov {
	const char *pv_name;
	int pv_text;			/* the compile that defined it: 0, 1 .. */
	bool pv_defined;		/* a pragma may name it first */
	dt_attr_t pv_attr[5];		/* indexed by DT_ATTR_* */
	pgen_probe_t *pv_probes, **pv_tail;
	int pv_nprobes;
	struct pgen_prov *pv_next;
} pgen_prov_t;

typedef struct pgen_state {
	pgen_prov_t *ps_provs, **ps_tail;	/* in definition order */
	int ps_ntexts;			/* texts collected so far */
} pgen_state_t;

/* pgen_prov.c */
int pgen_collect(dtrace_hdl_t *, dt_pcb_t *);
pgen_prov_t *pgen_provs(dtrace_hdl_t *);
/* A parameter's type in C: "char *name" (name may be "" for the type
   alone); D's string as char *, arrays and functions as pointers (as C
   adjusts parameters), _Bool spelled as the header's _DTRACE_USDT_BOOL.
   Returns the arena-allocated text. */
const char *pgen_param_cdecl(dtrace_hdl_t *, const dt_node_t *param,
    const char *name);
/* "MYAPP", "QUERY_START": DTrace's macro spelling of a name */
const char *pgen_macro_name(dtrace_hdl_t *, const char *name);

/* pgen_notes.c: the probes an object's .note.stapsdt section records */
typedef struct pgen_note {
	char *pn_prov;
	char *pn_name;			/* "__" already turned into "-" */
	int pn_nargs;			/* argument specs in the note */
} pgen_note_t;

typedef struct pgen_obj {
	int po_class;			/* ELFCLASS32 or ELFCLASS64 */
	int po_machine;			/* EM_* */
	pgen_note_t *po_notes;
	int po_nnotes;
} pgen_obj_t;

int pgen_obj_read(dtrace_hdl_t *, const char *path, pgen_obj_t *);
void pgen_obj_free(pgen_obj_t *);

/* pgen_elf.c: the object -G writes */
typedef struct pgen_sem {
	const char *ps_name;		/* myapp_query__start_semaphore */
} pgen_sem_t;

typedef struct pgen_out {
	int po_class, po_machine;
	const void *po_dof;		/* the DOF image */
	size_t po_doflen;
	const pgen_sem_t *po_sems;
	int po_nsems;
} pgen_out_t;

int pgen_elf_write(dtrace_hdl_t *, const char *path, const pgen_out_t *);

#endif /* PGEN_H */
