/*
 * dt_load_btf.h -- BTF and func_info for a program with a callback (see
 * dt_load_btf.c).
 */
#ifndef DT_LOAD_BTF_H
#define DT_LOAD_BTF_H

#include <linux/bpf.h>

#include "cg/dt_asm.h"

struct btf;

/*
 * If dp takes a function's address: *btfp = a BTF object loaded into the
 * kernel (btf__fd() for bpf_prog_load's prog_btf_fd; the caller frees it
 * with btf__free() after loading) and *fip = *nfip func_info records (the
 * caller frees them).  Otherwise all three are NULL/0.  0, or -1 with
 * errno set.
 */
int dt_load_btf(const dt_prog_t *dp, struct btf **btfp,
    struct bpf_func_info **fip, uint32_t *nfip);

/* The same, put into load options (prog_btf_fd, func_info...): *btfp and
   *fip are the caller's to free after loading. */
struct bpf_prog_load_opts;
int dt_load_btf_opts(const dt_prog_t *dp, struct bpf_prog_load_opts *opts,
    struct btf **btfp, struct bpf_func_info **fip);

#endif
