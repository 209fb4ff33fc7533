/*
 * dt_fbt.h -- the fbt provider's function table, shared by its provider
 * file (dt_prov_fbt.c: probes, programs, attachment) and its BTF file
 * (dt_prov_fbt_btf.c: which functions there are, their arguments).
 */
#ifndef DT_FBT_H
#define DT_FBT_H

#include <stdbool.h>
#include <stdint.h>
#include <stddef.h>

struct btf;
struct btf_dump;
struct dt_fbt_strbuf;

enum { DT_FBT_ENTRY = 1, DT_FBT_RETURN = 2 };

/* how an enabled function is traced (dt_prov_fbt.c decides) */
enum { DT_FBT_UNDECIDED, DT_FBT_FENTRY, DT_FBT_KPROBE, DT_FBT_NONE };

typedef struct dt_fbt_func {
	const char *ff_name;	/* in the BTF's strings or fb_strs */
	const char *ff_mod;	/* "vmlinux" or a module's name */
	uint32_t ff_btfid;	/* its BTF_KIND_FUNC in vmlinux, or 0 */
	uint8_t ff_made;	/* DT_FBT_ENTRY, DT_FBT_RETURN: probes made */
	uint8_t ff_via;		/* DT_FBT_* how it attaches, once decided */
	int ff_fentry_err;	/* errno of the refused fentry load */
	char *ff_types;		/* args[] types, "t0\0t1\0...", or NULL */
	int ff_ntypes;
} dt_fbt_func_t;

typedef struct dt_fbt {
	struct btf *fb_btf;	/* vmlinux BTF, or NULL */
	struct btf_dump *fb_dump;	/* prints its types, made on first
					   use: making one costs a pass over
					   all of BTF */
	struct dt_fbt_strbuf *fb_out;	/* where fb_dump prints */
	dt_fbt_func_t *fb_funcs;	/* sorted by name, then module */
	size_t fb_nfuncs;
	dt_fbt_func_t *fb_copies;	/* vmlinux's whole-function copies
					   (name.isra.0), not listed: for
					   probes by kprobe; sorted */
	size_t fb_ncopies;
	char **fb_strs;		/* names read from text files, owned */
	size_t fb_nstrs;
} dt_fbt_t;

/* dt_prov_fbt_btf.c */
dt_fbt_t *dt_fbt_table_read(void);
void dt_fbt_table_free(dt_fbt_t *);
int dt_fbt_arg_slots(const dt_fbt_t *, uint32_t btfid, int *slots, int max,
    int *nslots);
bool dt_fbt_returns_void(const dt_fbt_t *, uint32_t btfid);
int dt_fbt_types(dt_fbt_t *, dt_fbt_func_t *);

/* dt_prov_fbt.c, for the providers that attach to kernel functions as
   fbt does (lockstat) */
struct dtrace_hdl;
struct dt_probe;
struct perf_event_attr;
dt_fbt_func_t *dt_fbt_find(struct dtrace_hdl *, const char *name);
/* a compiler-made copy of vmlinux's function name (name.isra.0), whose
   entry is the function's, or NULL */
dt_fbt_func_t *dt_fbt_find_copy(struct dtrace_hdl *, const char *name);
int dt_fbt_fentry_err(const dt_fbt_func_t *, bool ret);
int dt_fbt_decide(struct dtrace_hdl *, dt_fbt_func_t *, bool ret);
int dt_fbt_nokprobes(struct dtrace_hdl *, const struct dt_probe *,
    const dt_fbt_func_t *);
void dt_fbt_kprobe_attr(struct perf_event_attr *, const char *func,
    bool ret);

#endif
