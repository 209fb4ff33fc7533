/*
 * dt_vdso.h -- the kernel's vDSO as dtrace maps it: its image (for the
 * in-kernel unwinder's rows, dt_kunwind.c) and its function names (for
 * user stacks, dt_usym.c).
 */
#ifndef DT_VDSO_H
#define DT_VDSO_H

#include <stddef.h>
#include <stdint.h>

/* dtrace's own vDSO: the ELF image at AT_SYSINFO_EHDR, its size from its
   headers and its link-time address (its lowest PT_LOAD's p_vaddr);
   NULL if there is none or it is not a 64-bit ELF image */
const char *dt_vdso_image(size_t *sizep, uint64_t *vaddrp);

typedef struct dt_vdso dt_vdso_t;

/* its names, read once (NULL: no vDSO); free with dt_vdso_free */
dt_vdso_t *dt_vdso_open(void);
void dt_vdso_free(dt_vdso_t *);

/*
 * Name off, an offset into a vDSO mapped as this one (the address less
 * the process's AT_SYSINFO_EHDR): returns its name ("linux-vdso.so.1",
 * its DT_SONAME) and, if it is in a function, *funcp and *offp
 * ("__vdso_clock_gettime", the offset in it; else *funcp NULL); NULL if
 * off is outside the image.
 */
const char *dt_vdso_lookup(const dt_vdso_t *, uint64_t off,
    const char **funcp, uint64_t *offp);

#endif
