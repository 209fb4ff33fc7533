/*
 * pid_impl.h -- what the files of pidprov/ share and nobody else sees.
 *
 *   pid_obj.c	reading an ELF object: segments, sections, symbols,
 *		separate debuginfo; the cache of objects
 *   pid_sym.c	lookups in an object's symbols: by name, glob, address
 *   pid_insn.c	instruction boundaries (Capstone)
 *   pid_proc.c	a process's modules: /proc/PID/maps, load biases, the
 *		dynamic linker's names
 */
#ifndef PID_IMPL_H
#define PID_IMPL_H

#include <stdarg.h>
#include <time.h>

#include "pid.h"

/* A PT_LOAD segment. */
typedef struct pid_seg {
	uint64_t sg_vaddr;
	uint64_t sg_memsz;
	uint64_t sg_off;
	uint64_t sg_filesz;	/* clamped to the file */
	uint32_t sg_flags;	/* PF_R | PF_W | PF_X */
} pid_seg_t;

/* An executable section (SHT_PROGBITS with SHF_EXECINSTR). */
typedef struct pid_scn {
	uint64_t sc_addr;
	uint64_t sc_size;	/* clamped to the file */
	uint64_t sc_off;
} pid_scn_t;

struct pid_obj {
	pid_obj_t *po_next;	/* in the cache */
	unsigned po_refs;	/* under the cache lock */
	dev_t po_dev;		/* the cache key: the file's identity */
	ino_t po_ino;
	off_t po_fsize;
	struct timespec po_mtime;

	int po_fd;		/* open for as long as the object: code is
				   read from it, and keeps a deleted file */
	char *po_path;
	char *po_soname;
	char *po_debugfile;
	int po_type;		/* ET_EXEC, ET_DYN */
	int po_machine;		/* EM_* */
	int po_class;		/* ELFCLASS32, ELFCLASS64 */
	uint64_t po_dynamic;	/* PT_DYNAMIC's p_vaddr, or 0 */
	uint64_t po_dynsize;	/* and its p_memsz */

	pid_seg_t *po_segs;
	size_t po_nsegs;
	pid_scn_t *po_scns;
	size_t po_nscns;
	bool po_have_shdrs;	/* section headers were read */

	pid_sym_t *po_syms;	/* by address, then preference */
	size_t po_nsyms;
	uint64_t *po_maxend;	/* [i]: max ps_vaddr + ps_size of 0..i */
	uint32_t *po_byname;	/* indices into po_syms, by name */
	char *po_strs;		/* the names */
	/* pid_obj_framepointers()'s answer, worked out on first use (the
	   only field set after reading: written once, same value by any
	   thread): 0 not yet, 1 no, 2 yes */
	_Atomic int po_fp;
};

/* pid_obj.c */
int pid_error(int err, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));
int pid_nomem(void);		/* -ENOMEM, "pid: out of memory" */
void *pid_zalloc(size_t size);	/* calloc(), pid_nomem() when it fails */
const pid_seg_t *pid_obj_seg(const pid_obj_t *obj, uint64_t vaddr);

/* pid_sym.c: sort, merge and index the symbols of a freshly read object */
int pid_syms_index(pid_obj_t *obj);

/* pid_proc.c */
uint64_t pid_bias(const pid_obj_t *obj, uint64_t start, uint64_t off,
    int prot, int *errp);

#endif
