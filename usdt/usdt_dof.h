/*
 * usdt_dof.h -- DOF, the DTrace Object Format: the provider definitions an
 * application carries for the usdt provider, as a byte image and as a
 * plain C structure.
 *
 * "dtrace -G" (provider-gen/) writes one DOF image into the object it
 * generates, in the allocated section USDT_DOF_SECTION; the helper linked
 * with it (helper/) registers the image's address when the object loads;
 * the usdt provider reads the image back from the process (or the file)
 * with usdt_dof_read(), which trusts nothing in it.
 *
 * The image, as DTrace defines it (all integers in the byte order of
 * dofh_ident[DOF_ID_ENCODING]; this code reads and writes little-endian
 * only):
 *
 *	dof_hdr_t		64 bytes at offset 0
 *	dof_sec_t[secnum]	32 bytes each, at dofh_secoff
 *	section data		each at its dofs_offset, aligned to dofs_align
 *
 * A provider is a DOF_SECT_PROVIDER section (dof_provider_t) naming, by
 * section index, the sections that hold its parts:
 *
 *	dofpv_strtab	DOF_SECT_STRTAB: NUL-terminated strings; every name
 *			below is a byte offset into it (a dof_stridx_t)
 *	dofpv_probes	DOF_SECT_PROBES: dof_probe_t[], one per probe
 *	dofpv_prargs	DOF_SECT_PRARGS: uint8_t[]; probe p's translated
 *			argument i is its native argument
 *			prargs[p.dofpr_argidx + i]
 *	dofpv_proffs	DOF_SECT_PROFFS: uint32_t[] probe-site offsets from
 *			dofpr_addr
 *	dofpv_prenoffs	DOF_SECT_PRENOFFS (version 2): uint32_t[] is-enabled
 *			site offsets
 *
 * and five stability attributes (provider, module, function, name, args),
 * each a dof_attr_t: name stability << 24 | data stability << 16 |
 * dependency class << 8.
 *
 * A probe's native argument types are dofpr_nargc consecutive strings
 * starting at dofpr_nargv, its translated types dofpr_xargc strings at
 * dofpr_xargv: "char *", "int", "conninfo_t *".
 *
 * The images "dtrace -G" writes hold definitions only: every probe has
 * dofpr_addr 0 and no offsets, because the probe sites are recorded where
 * every other tool looks for them, in the object's .note.stapsdt notes
 * (provider, probe name, address, semaphore).  A consumer matches notes to
 * DOF probes by provider and probe name.  The reader accepts images that do
 * carry offsets (as illumos writes them) and returns them.
 */
#ifndef USDT_DOF_H
#define USDT_DOF_H

#include <stddef.h>
#include <stdint.h>

/* The ELF section "dtrace -G" puts the image in (allocated, read-only). */
#define USDT_DOF_SECTION	".SUNW_dof"

/* dof_hdr_t.dofh_ident[] */
#define DOF_ID_MAG0		0	/* 0x7f 'D' 'O' 'F' */
#define DOF_ID_MAG1		1
#define DOF_ID_MAG2		2
#define DOF_ID_MAG3		3
#define DOF_ID_MODEL		4	/* DOF_MODEL_* */
#define DOF_ID_ENCODING		5	/* DOF_ENCODE_* */
#define DOF_ID_VERSION		6	/* DOF_VERSION_* */
#define DOF_ID_DIFVERS		7	/* DIF version: 2 */
#define DOF_ID_DIFIREG		8	/* DIF integer registers: 8 */
#define DOF_ID_DIFTREG		9	/* DIF tuple registers: 8 */
#define DOF_ID_SIZE		16

#define DOF_MODEL_ILP32		1
#define DOF_MODEL_LP64		2
#define DOF_ENCODE_LSB		1
#define DOF_ENCODE_MSB		2
#define DOF_VERSION_1		1
#define DOF_VERSION_2		2	/* adds is-enabled offsets */

/* dof_sec_t.dofs_type: those a provider definition uses */
#define DOF_SECT_NONE		0
#define DOF_SECT_STRTAB		8
#define DOF_SECT_PROVIDER	15
#define DOF_SECT_PROBES		16
#define DOF_SECT_PRARGS		17
#define DOF_SECT_PROFFS		18
#define DOF_SECT_PRENOFFS	26

#define DOF_SECF_LOAD		1	/* loaded with the image */
#define DOF_SECIDX_NONE		0xffffffffu

typedef struct dof_hdr {
	uint8_t dofh_ident[DOF_ID_SIZE];
	uint32_t dofh_flags;
	uint32_t dofh_hdrsize;		/* sizeof (dof_hdr_t) */
	uint32_t dofh_secsize;		/* sizeof (dof_sec_t) */
	uint32_t dofh_secnum;
	uint64_t dofh_secoff;
	uint64_t dofh_loadsz;		/* bytes of the loadable prefix */
	uint64_t dofh_filesz;		/* bytes of the whole image */
	uint64_t dofh_pad;
} dof_hdr_t;

typedef struct dof_sec {
	uint32_t dofs_type;
	uint32_t dofs_align;		/* a power of two, or 0 */
	uint32_t dofs_flags;		/* DOF_SECF_* */
	uint32_t dofs_entsize;		/* size of a table entry, or 0 */
	uint64_t dofs_offset;		/* from the start of the image */
	uint64_t dofs_size;
} dof_sec_t;

typedef struct dof_provider {
	uint32_t dofpv_strtab;
	uint32_t dofpv_probes;
	uint32_t dofpv_prargs;
	uint32_t dofpv_proffs;
	uint32_t dofpv_name;
	uint32_t dofpv_provattr;
	uint32_t dofpv_modattr;
	uint32_t dofpv_funcattr;
	uint32_t dofpv_nameattr;
	uint32_t dofpv_argsattr;
	uint32_t dofpv_prenoffs;	/* version 2 only */
} dof_provider_t;

/* A version 1 provider ends before dofpv_prenoffs. */
#define DOF_PROVIDER_V1_SIZE	offsetof(dof_provider_t, dofpv_prenoffs)

typedef struct dof_probe {
	uint64_t dofpr_addr;
	uint32_t dofpr_func;
	uint32_t dofpr_name;
	uint32_t dofpr_nargv;
	uint32_t dofpr_xargv;
	uint32_t dofpr_argidx;
	uint32_t dofpr_offidx;
	uint8_t dofpr_nargc;
	uint8_t dofpr_xargc;
	uint16_t dofpr_noffs;
	uint32_t dofpr_enoffidx;
	uint16_t dofpr_nenoffs;
	uint16_t dofpr_pad1;
	uint32_t dofpr_pad2;
} dof_probe_t;

#define DOF_ATTR(n, d, c)	((uint32_t)(n) << 24 | (uint32_t)(d) << 16 | \
				 (uint32_t)(c) << 8)

/* --- the plain structure ------------------------------------------------ */

/* stability levels (Internal .. Standard) and classes (Unknown .. Common),
   numbered as DTrace numbers them */
typedef struct usdt_dof_attr {
	uint8_t name, data, dclass;
} usdt_dof_attr_t;

enum {
	USDT_DOF_ATTR_PROVIDER, USDT_DOF_ATTR_MODULE, USDT_DOF_ATTR_FUNCTION,
	USDT_DOF_ATTR_NAME, USDT_DOF_ATTR_ARGS, USDT_DOF_NATTR
};

typedef struct usdt_dof_probe {
	char *name;			/* "query-start" */
	char *func;			/* "" when the image names none */
	int nargc, xargc;
	char **nargv;			/* [nargc] native argument types */
	char **xargv;			/* [xargc] translated argument types */
	uint8_t *argmap;		/* [xargc]: native index of each */
	uint64_t addr;
	int noffs, nenoffs;
	uint32_t *offs;			/* [noffs] probe sites from addr */
	uint32_t *enoffs;		/* [nenoffs] is-enabled sites */
} usdt_dof_probe_t;

typedef struct usdt_dof_provider {
	char *name;
	usdt_dof_attr_t attr[USDT_DOF_NATTR];
	int nprobes;
	usdt_dof_probe_t *probes;
} usdt_dof_provider_t;

typedef struct usdt_dof {
	int model;			/* DOF_MODEL_ILP32 or DOF_MODEL_LP64 */
	int version;			/* DOF_VERSION_1 or _2 */
	int nprovs;
	usdt_dof_provider_t *provs;
} usdt_dof_t;

/* Limits the reader enforces (DTrace's, where it has one). */
#define USDT_DOF_NAMELEN	64	/* provider and probe names, with NUL */
#define USDT_DOF_TYPELEN	1024	/* an argument type string, with NUL */
#define USDT_DOF_MAXSECS	4096
#define USDT_DOF_MAXPROBES	65536	/* per provider */

/*
 * Validate the untrusted image buf[0 .. len) and return it as a structure
 * in *dofp (free it with usdt_dof_free).  Returns 0, -EINVAL if the image
 * is malformed (with the reason in err, prefixed "DOF: "), or -ENOMEM.
 * Sections of types other than those above are ignored.
 */
int usdt_dof_read(const void *buf, size_t len, usdt_dof_t **dofp, char *err,
    size_t errlen);
void usdt_dof_free(usdt_dof_t *dof);

/*
 * Write dof as an image (little-endian, the version dof->version says, the
 * model dof->model says) into a malloc'd buffer: *bufp, *lenp.  Returns 0,
 * -EINVAL if dof cannot be represented (a name too long, more than 255
 * arguments, an argmap entry out of range), or -ENOMEM.
 */
int usdt_dof_write(const usdt_dof_t *dof, void **bufp, size_t *lenp);

#endif /* USDT_DOF_H */
