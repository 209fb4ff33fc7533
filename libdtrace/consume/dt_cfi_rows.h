/*
 * dt_cfi_rows.h -- an object's .eh_frame compiled into the in-kernel
 * unwinder's rows (dt_cfi_rows.c; the row is in bpf/dt_bpf_unwind.h).
 */
#ifndef DT_CFI_ROWS_H
#define DT_CFI_ROWS_H

#include <stdint.h>
#include <libelf.h>

#include "bpf/dt_bpf_unwind.h"

/*
 * The rows of elf's CFI, sorted by pc (the object's own addresses), in
 * *rows (malloc'd) and *nrows.  -1 if it has none the unwinder can use
 * (no PT_GNU_EH_FRAME, a table in an encoding we do not read, addresses
 * past 4 GiB, no memory).
 */
int dt_cfi_rows(Elf *elf, struct dt_uw_row **rows, uint32_t *nrows);

#endif
