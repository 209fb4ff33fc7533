/*
 * dt_bpflib.h -- the library of BPF support functions precompiled by clang.
 *
 * The support functions (libdtrace/bpf/) are compiled at build time into
 * one ELF relocatable object (clang -target bpf -O2 -c) that libdtrace
 * embeds.  dt_bpflib_open() reads that object once and keeps, for every
 * function in it, a copy of its instructions and the list of places in them
 * that the linker (dt_link.c) must patch: calls to other support functions
 * and loads of map references.  See dt_bpflib.c for the ELF layout.
 *
 * Build the object with
 *	clang -target bpf -O2 [-g] [-mcpu=v1|v2|v3] -c file.c -o file.o
 * and mark every support function __attribute__((noinline)) (static ones
 * too: an inlined static function has no symbol and cannot be called by
 * name).  A function's address may be taken, for a callback (bpf_loop()).
 * Not supported, and reported by dt_bpflib_open(): global or static
 * variables (.data, .rodata, .bss: use maps), calls to functions the
 * object does not define (kfuncs included).
 */
#ifndef DT_BPFLIB_H
#define DT_BPFLIB_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <linux/bpf.h>

typedef struct dt_bpflib dt_bpflib_t;

/* What a dt_bpfrel_t asks the linker to patch. */
enum {
	DT_BPFREL_CALL = 1,	/* pseudo call; target is function br_func */
	DT_BPFREL_MAP,		/* ld_imm64 of the fd of map br_name */
	DT_BPFREL_FUNC		/* ld_imm64 of function br_func's address
				   (a callback: the program needs BTF,
				   dt_load_btf.c) */
};

typedef struct dt_bpfrel {
	uint32_t br_insn;	/* instruction index within the function */
	int br_kind;		/* DT_BPFREL_* */
	uint32_t br_func;	/* CALL, FUNC: index of the function */
	const char *br_name;	/* CALL, FUNC: its name; MAP: map name */
} dt_bpfrel_t;

typedef struct dt_bpffunc {
	const char *bf_name;
	bool bf_global;		/* false for static functions */
	const struct bpf_insn *bf_insns;	/* the code as compiled; call
						   imms are not meaningful */
	uint32_t bf_ninsns;
	const dt_bpfrel_t *bf_rels;
	uint32_t bf_nrels;
} dt_bpffunc_t;

/*
 * Parse an in-memory ELF object (e.g. embedded in libdtrace with .incbin).
 * The image is only read during the call: the library keeps copies of all
 * it needs.  Returns NULL on failure with a message "bpflib: ..." in err
 * (err may be NULL).
 */
dt_bpflib_t *dt_bpflib_open(const void *image, size_t size, char *err,
    size_t errlen);
void dt_bpflib_close(dt_bpflib_t *);

/* Is there a function of that name (global, or static if no global)? */
bool dt_bpflib_has(const dt_bpflib_t *, const char *func);

/* Index of the function named func (a global one first), or -1. */
int dt_bpflib_lookup(const dt_bpflib_t *, const char *func);

uint32_t dt_bpflib_nfuncs(const dt_bpflib_t *);
/* Function i, 0 <= i < dt_bpflib_nfuncs(); valid until dt_bpflib_close. */
const dt_bpffunc_t *dt_bpflib_func(const dt_bpflib_t *, uint32_t i);

#endif
