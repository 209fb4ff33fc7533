/*
 * dt_cg_tramp.h -- what a provider's trampoline may use of the code
 * generator: the code that fills arg0.. from the probe's context is
 * emitted through these, with the generator's state opaque.  Everything
 * else of the generator is its own (dt_cg.h).
 */
#ifndef DT_CG_TRAMP_H
#define DT_CG_TRAMP_H

#include <stdbool.h>
#include <stdint.h>
#include <linux/bpf.h>

#include "dtrace.h"

typedef struct dt_cg dt_cg_t;
struct dt_probe;

/* the handle and the probe the program is generated for, and whether
   the program is shared by probes (dt_share.c: their identity is read
   from a row) */
dtrace_hdl_t *dt_cg_dtp(const dt_cg_t *);
struct dt_probe *dt_cg_for_probe(const dt_cg_t *);
bool dt_cg_shared(const dt_cg_t *);

/* instructions, labels, helpers, maps and constants */
void dt_cg_tramp_emit(dt_cg_t *, struct bpf_insn);
void dt_cg_emit(dt_cg_t *, struct bpf_insn);
uint32_t dt_cg_newlabel(dt_cg_t *);
void dt_cg_setlabel(dt_cg_t *, uint32_t label);
void dt_cg_goto(dt_cg_t *, struct bpf_insn, uint32_t label);
void dt_cg_helper(dt_cg_t *, int helper);
void dt_cg_map(dt_cg_t *, int reg, const char *map);
void dt_cg_loadimm(dt_cg_t *, int reg, uint64_t);

/* the probe's arguments and the ways out of the program */
void dt_cg_tramp_zero_args(dt_cg_t *);
void dt_cg_tramp_exit_unless(dt_cg_t *, int reg);
void dt_cg_tramp_exit_if(dt_cg_t *, int jop_keep, int reg, int32_t imm);
/* a return from the program, into ins[DT_CG_EXIT_MAX]: how many
   instructions */
#define DT_CG_EXIT_MAX	8
int dt_cg_exit_insns(const dt_cg_t *, struct bpf_insn *ins);
/* from here on, every return clears bit 63 of the u64 that reg (a map
   value pointer) points to */
void dt_cg_tramp_exit_clears(dt_cg_t *, int reg);
void dt_cg_tramp_mapval(dt_cg_t *, int reg, const char *map, uint32_t off);
void dt_cg_tramp_call_lib(dt_cg_t *, const char *func);
void dt_cg_tramp_probe_arg(dt_cg_t *, int reg);	/* reg = its pr_arg */
uint32_t dt_cg_tramp_strbuf(dt_cg_t *);

/* dt_mem's area where a kprobe trampoline copies a kernel function's
   arguments and return value (dt_kfn_kprobe.c), and whether they are
   there rather than in the context: set by that trampoline */
uint32_t dt_cg_kfnoff(const dt_cg_t *);
bool dt_cg_kfncopy(const dt_cg_t *);
void dt_cg_set_kfncopy(dt_cg_t *);

#endif
