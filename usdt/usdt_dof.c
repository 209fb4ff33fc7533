/*
 * usdt_dof.c -- DOF provider definitions: the writer "dtrace -G" uses and
 * the reader the usdt provider uses on images found in processes.
 *
 * The format is described in usdt_dof.h.  The writer lays an image out as
 *
 *	dof_hdr_t | dof_sec_t[6 per provider] | strtab probes prargs proffs
 *	prenoffs provider | ... next provider ...
 *
 * every section loadable and aligned to its own alignment.
 *
 * The reader treats the image as hostile: every offset, size, index and
 * count is checked against the image before it is used, strings must end
 * inside their string table, and argument mappings must name existing
 * arguments.  It copies what it accepts into a usdt_dof_t, so nothing the
 * caller keeps points into the image.
 */
#include <errno.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "usdt_dof.h"

_Static_assert(sizeof(dof_hdr_t) == 64, "dof_hdr_t is 64 bytes");
_Static_assert(sizeof(dof_sec_t) == 32, "dof_sec_t is 32 bytes");
_Static_assert(sizeof(dof_provider_t) == 44, "dof_provider_t is 44 bytes");
_Static_assert(sizeof(dof_probe_t) == 48, "dof_probe_t is 48 bytes");

void
usdt_dof_free(usdt_dof_t *dof)
{
	int i, j, k;

	if (dof == NULL)
		return;
	for (i = 0; i < dof->nprovs; i++) {
		usdt_dof_provider_t *pv = &dof->provs[i];

		for (j = 0; j < pv->nprobes; j++) {
			usdt_dof_probe_t *pr = &pv->probes[j];

			free(pr->name);
			free(pr->func);
			for (k = 0; pr->nargv != NULL && k < pr->nargc; k++)
				free(pr->nargv[k]);
			for (k = 0; pr->xargv != NULL && k < pr->xargc; k++)
				free(pr->xargv[k]);
			free(pr->nargv);
			free(pr->xargv);
			free(pr->argmap);
			free(pr->offs);
			free(pr->enoffs);
		}
		free(pv->probes);
		free(pv->name);
	}
	free(dof->provs);
	free(dof);
}

/* ---- the writer ---------------------------------------------------------- */

/* A growing byte buffer; an allocation failure sticks in db_err. */
typedef struct dof_buf {
	uint8_t *db_p;
	size_t db_len, db_cap;
	int db_err;
} dof_buf_t;

static size_t
dof_buf_add(dof_buf_t *b, const void *data, size_t n)
{
	size_t off = b->db_len;

	if (b->db_err != 0)
		return 0;
	if (n == 0)		/* an empty section: db_p may still be NULL */
		return off;
	if (b->db_len + n > b->db_cap) {
		size_t cap = b->db_cap ? b->db_cap : 256;
		uint8_t *p;

		while (cap < b->db_len + n)
			cap *= 2;
		if ((p = realloc(b->db_p, cap)) == NULL) {
			b->db_err = -ENOMEM;
			return 0;
		}
		b->db_p = p;
		b->db_cap = cap;
	}
	if (data != NULL)
		memcpy(b->db_p + off, data, n);
	else
		memset(b->db_p + off, 0, n);
	b->db_len += n;
	return off;
}

static uint32_t
dof_buf_str(dof_buf_t *b, const char *s)
{
	return (uint32_t)dof_buf_add(b, s, strlen(s) + 1);
}

static void
dof_buf_align(dof_buf_t *b, size_t align)
{
	if (b->db_len % align != 0)
		dof_buf_add(b, NULL, align - b->db_len % align);
}

/* One provider's sections before they are placed in the image. */
typedef struct dof_parts {
	dof_buf_t strtab, probes, prargs, proffs, prenoffs;
	dof_provider_t prov;
} dof_parts_t;

static uint32_t
dof_attr_pack(const usdt_dof_attr_t *a)
{
	return DOF_ATTR(a->name, a->data, a->dclass);
}

/* The string table index of n consecutive strings (0 if n is 0). */
static uint32_t
dof_parts_strv(dof_buf_t *st, char *const *v, int n)
{
	uint32_t first = 0;
	int i;

	for (i = 0; i < n; i++) {
		uint32_t idx = dof_buf_str(st, v[i]);

		if (i == 0)
			first = idx;
	}
	return first;
}

static int
dof_parts_probe(dof_parts_t *pp, const usdt_dof_probe_t *pr)
{
	dof_probe_t p;
	int i;

	if (strlen(pr->name) >= USDT_DOF_NAMELEN || pr->nargc > 255 ||
	    pr->xargc > 255 || pr->noffs > 65535 || pr->nenoffs > 65535)
		return -EINVAL;
	for (i = 0; i < pr->xargc; i++)
		if (pr->argmap[i] >= pr->nargc)
			return -EINVAL;
	memset(&p, 0, sizeof(p));
	p.dofpr_addr = pr->addr;
	p.dofpr_func = pr->func[0] != '\0' ? dof_buf_str(&pp->strtab,
	    pr->func) : 0;
	p.dofpr_name = dof_buf_str(&pp->strtab, pr->name);
	p.dofpr_nargv = dof_parts_strv(&pp->strtab, pr->nargv, pr->nargc);
	p.dofpr_xargv = dof_parts_strv(&pp->strtab, pr->xargv, pr->xargc);
	p.dofpr_nargc = (uint8_t)pr->nargc;
	p.dofpr_xargc = (uint8_t)pr->xargc;
	p.dofpr_argidx = (uint32_t)pp->prargs.db_len;
	dof_buf_add(&pp->prargs, pr->argmap, (size_t)pr->xargc);
	p.dofpr_offidx = (uint32_t)(pp->proffs.db_len / 4);
	p.dofpr_noffs = (uint16_t)pr->noffs;
	dof_buf_add(&pp->proffs, pr->offs, (size_t)pr->noffs * 4);
	p.dofpr_enoffidx = (uint32_t)(pp->prenoffs.db_len / 4);
	p.dofpr_nenoffs = (uint16_t)pr->nenoffs;
	dof_buf_add(&pp->prenoffs, pr->enoffs, (size_t)pr->nenoffs * 4);
	dof_buf_add(&pp->probes, &p, sizeof(p));
	return 0;
}

static int
dof_parts_build(dof_parts_t *pp, const usdt_dof_provider_t *pv)
{
	int i, rc;

	if (strlen(pv->name) >= USDT_DOF_NAMELEN)
		return -EINVAL;
	dof_buf_add(&pp->strtab, "", 1);	/* index 0: "" */
	pp->prov.dofpv_name = dof_buf_str(&pp->strtab, pv->name);
	pp->prov.dofpv_provattr = dof_attr_pack(&pv->attr[0]);
	pp->prov.dofpv_modattr = dof_attr_pack(&pv->attr[1]);
	pp->prov.dofpv_funcattr = dof_attr_pack(&pv->attr[2]);
	pp->prov.dofpv_nameattr = dof_attr_pack(&pv->attr[3]);
	pp->prov.dofpv_argsattr = dof_attr_pack(&pv->attr[4]);
	for (i = 0; i < pv->nprobes; i++)
		if ((rc = dof_parts_probe(pp, &pv->probes[i])) != 0)
			return rc;
	return 0;
}

static void
dof_parts_free(dof_parts_t *pp, int n)
{
	int i;

	for (i = 0; pp != NULL && i < n; i++) {
		free(pp[i].strtab.db_p);
		free(pp[i].probes.db_p);
		free(pp[i].prargs.db_p);
		free(pp[i].proffs.db_p);
		free(pp[i].prenoffs.db_p);
	}
	free(pp);
}

/* Place one section's data in the image and fill in its header. */
static void
dof_emit(dof_buf_t *img, dof_sec_t *sec, uint32_t type, uint32_t align,
    uint32_t entsize, const dof_buf_t *data)
{
	dof_buf_align(img, align);
	sec->dofs_type = type;
	sec->dofs_align = align;
	sec->dofs_flags = DOF_SECF_LOAD;
	sec->dofs_entsize = entsize;
	sec->dofs_offset = img->db_len;
	sec->dofs_size = data->db_len;
	if (data->db_len > 0)
		dof_buf_add(img, data->db_p, data->db_len);
	if (data->db_err != 0)
		img->db_err = data->db_err;
}

#define DOF_SECS_PER_PROV	6

/* Lay out provider i's sections; secs[] are its 6 section headers. */
static void
dof_emit_provider(dof_buf_t *img, dof_parts_t *pp, dof_sec_t *secs,
    uint32_t first, bool v2)
{
	dof_buf_t pv = { 0 };

	dof_emit(img, &secs[0], DOF_SECT_STRTAB, 1, 0, &pp->strtab);
	dof_emit(img, &secs[1], DOF_SECT_PROBES, 8, sizeof(dof_probe_t),
	    &pp->probes);
	dof_emit(img, &secs[2], DOF_SECT_PRARGS, 1, 1, &pp->prargs);
	dof_emit(img, &secs[3], DOF_SECT_PROFFS, 4, 4, &pp->proffs);
	dof_emit(img, &secs[4], DOF_SECT_PRENOFFS, 4, 4, &pp->prenoffs);
	pp->prov.dofpv_strtab = first;
	pp->prov.dofpv_probes = first + 1;
	pp->prov.dofpv_prargs = first + 2;
	pp->prov.dofpv_proffs = first + 3;
	pp->prov.dofpv_prenoffs = v2 ? first + 4 : DOF_SECIDX_NONE;
	dof_buf_add(&pv, &pp->prov, v2 ? sizeof(dof_provider_t) :
	    DOF_PROVIDER_V1_SIZE);
	dof_emit(img, &secs[5], DOF_SECT_PROVIDER, 4, 0, &pv);
	free(pv.db_p);
}

static void
dof_hdr_fill(dof_hdr_t *h, const usdt_dof_t *dof, bool v2, uint32_t nsecs,
    size_t len)
{
	memset(h, 0, sizeof(*h));
	memcpy(h->dofh_ident, "\177DOF", 4);
	h->dofh_ident[DOF_ID_MODEL] = (uint8_t)dof->model;
	h->dofh_ident[DOF_ID_ENCODING] = DOF_ENCODE_LSB;
	h->dofh_ident[DOF_ID_VERSION] = v2 ? DOF_VERSION_2 : DOF_VERSION_1;
	h->dofh_ident[DOF_ID_DIFVERS] = 2;
	h->dofh_ident[DOF_ID_DIFIREG] = 8;
	h->dofh_ident[DOF_ID_DIFTREG] = 8;
	h->dofh_hdrsize = sizeof(dof_hdr_t);
	h->dofh_secsize = sizeof(dof_sec_t);
	h->dofh_secnum = nsecs;
	h->dofh_secoff = sizeof(dof_hdr_t);
	h->dofh_loadsz = h->dofh_filesz = len;
}

/* Each provider's parts, built; -EINVAL for what DOF cannot say. */
static int
dof_parts_all(const usdt_dof_t *dof, dof_parts_t *pp, bool v2)
{
	int i, rc;

	for (i = 0; i < dof->nprovs; i++) {
		if ((rc = dof_parts_build(&pp[i], &dof->provs[i])) != 0)
			return rc;
		if (!v2 && pp[i].prenoffs.db_len > 0)
			return -EINVAL;	/* is-enabled sites need version 2 */
	}
	return 0;
}

int
usdt_dof_write(const usdt_dof_t *dof, void **bufp, size_t *lenp)
{
	bool v2 = dof->version != DOF_VERSION_1;
	uint32_t nsecs = (uint32_t)dof->nprovs * DOF_SECS_PER_PROV;
	dof_parts_t *pp = calloc((size_t)dof->nprovs + 1, sizeof(*pp));
	dof_sec_t *secs = calloc((size_t)nsecs + 1, sizeof(*secs));
	dof_buf_t img = { 0 };
	dof_hdr_t h;
	int i, rc;

	rc = pp == NULL || secs == NULL ? -ENOMEM : dof_parts_all(dof, pp, v2);
	if (rc == 0) {
		dof_buf_add(&img, NULL, sizeof(h) + nsecs * sizeof(dof_sec_t));
		for (i = 0; i < dof->nprovs; i++)
			dof_emit_provider(&img, &pp[i],
			    &secs[i * DOF_SECS_PER_PROV],
			    (uint32_t)i * DOF_SECS_PER_PROV, v2);
		dof_buf_align(&img, 8);
		rc = img.db_err;
	}
	dof_parts_free(pp, dof->nprovs);
	if (rc != 0) {
		free(img.db_p);
		free(secs);
		return rc;
	}
	dof_hdr_fill(&h, dof, v2, nsecs, img.db_len);
	memcpy(img.db_p, &h, sizeof(h));
	memcpy(img.db_p + sizeof(h), secs, nsecs * sizeof(dof_sec_t));
	free(secs);
	*bufp = img.db_p;
	*lenp = img.db_len;
	return 0;
}

/* ---- the reader ---------------------------------------------------------- */

typedef struct dof_rd {
	const uint8_t *rd_img;
	uint64_t rd_size;		/* bytes of the image we may read */
	dof_hdr_t rd_hdr;
	dof_sec_t *rd_secs;		/* [secnum], copied and checked */
	char *rd_err;
	size_t rd_errlen;
} dof_rd_t;

static int
dof_bad(dof_rd_t *rd, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));

static int
dof_bad(dof_rd_t *rd, const char *fmt, ...)
{
	va_list ap;
	int n;

	if (rd->rd_errlen > 0) {
		n = snprintf(rd->rd_err, rd->rd_errlen, "DOF: ");
		va_start(ap, fmt);
		if (n >= 0 && (size_t)n < rd->rd_errlen)
			vsnprintf(rd->rd_err + n, rd->rd_errlen - (size_t)n,
			    fmt, ap);
		va_end(ap);
	}
	return -EINVAL;
}

static int
dof_read_hdr(dof_rd_t *rd, size_t len)
{
	dof_hdr_t *h = &rd->rd_hdr;
	const uint8_t *id = h->dofh_ident;

	if (len < sizeof(*h))
		return dof_bad(rd, "image of %zu bytes is shorter than its "
		    "header", len);
	memcpy(h, rd->rd_img, sizeof(*h));
	if (memcmp(id, "\177DOF", 4) != 0)
		return dof_bad(rd, "bad magic number");
	if (id[DOF_ID_MODEL] != DOF_MODEL_ILP32 &&
	    id[DOF_ID_MODEL] != DOF_MODEL_LP64)
		return dof_bad(rd, "unknown data model %u", id[DOF_ID_MODEL]);
	if (id[DOF_ID_ENCODING] != DOF_ENCODE_LSB)
		return dof_bad(rd, "unsupported encoding %u",
		    id[DOF_ID_ENCODING]);
	if (id[DOF_ID_VERSION] != DOF_VERSION_1 &&
	    id[DOF_ID_VERSION] != DOF_VERSION_2)
		return dof_bad(rd, "unknown version %u", id[DOF_ID_VERSION]);
	if (h->dofh_hdrsize < sizeof(*h) || h->dofh_hdrsize > len)
		return dof_bad(rd, "bad header size %u", h->dofh_hdrsize);
	if (h->dofh_secsize < sizeof(dof_sec_t))
		return dof_bad(rd, "bad section header size %u",
		    h->dofh_secsize);
	if (h->dofh_filesz < h->dofh_hdrsize || h->dofh_filesz > len)
		return dof_bad(rd, "image size %llu is not within the %zu "
		    "bytes given", (unsigned long long)h->dofh_filesz, len);
	if (h->dofh_loadsz > h->dofh_filesz)
		return dof_bad(rd, "loadable size exceeds the image size");
	if (h->dofh_secnum > USDT_DOF_MAXSECS)
		return dof_bad(rd, "too many sections (%u)", h->dofh_secnum);
	rd->rd_size = h->dofh_filesz;
	if (h->dofh_secoff > rd->rd_size || (uint64_t)h->dofh_secnum *
	    h->dofh_secsize > rd->rd_size - h->dofh_secoff)
		return dof_bad(rd, "section headers extend past the image");
	return 0;
}

static int
dof_read_secs(dof_rd_t *rd)
{
	uint32_t i, n = rd->rd_hdr.dofh_secnum;

	if ((rd->rd_secs = calloc((size_t)n + 1, sizeof(dof_sec_t))) == NULL)
		return -ENOMEM;
	for (i = 0; i < n; i++) {
		dof_sec_t *s = &rd->rd_secs[i];

		memcpy(s, rd->rd_img + rd->rd_hdr.dofh_secoff +
		    (uint64_t)i * rd->rd_hdr.dofh_secsize, sizeof(*s));
		if (s->dofs_type == DOF_SECT_NONE)
			continue;
		if (s->dofs_align & (s->dofs_align - 1))
			return dof_bad(rd, "section %u: alignment %u is not a "
			    "power of two", i, s->dofs_align);
		if (s->dofs_offset > rd->rd_size ||
		    s->dofs_size > rd->rd_size - s->dofs_offset)
			return dof_bad(rd, "section %u extends past the image",
			    i);
		if (s->dofs_align > 1 && s->dofs_offset % s->dofs_align != 0)
			return dof_bad(rd, "section %u is misaligned", i);
	}
	return 0;
}

/* Section idx, which must exist and be of type 'type'. */
static const dof_sec_t *
dof_sec(dof_rd_t *rd, uint32_t idx, uint32_t type)
{
	if (idx >= rd->rd_hdr.dofh_secnum || rd->rd_secs[idx].dofs_type !=
	    type)
		return NULL;
	return &rd->rd_secs[idx];
}

/* A table section: entries of at least min bytes; *n of them. */
static int
dof_table(dof_rd_t *rd, const dof_sec_t *s, uint32_t min, uint64_t *n,
    const char *what)
{
	if (s->dofs_entsize < min)
		return dof_bad(rd, "%s section: entry size %u, at least %u "
		    "expected", what, s->dofs_entsize, min);
	*n = s->dofs_size / s->dofs_entsize;
	return 0;
}

/* strtab[idx] copied, if it lies in the table and is shorter than max. */
static int
dof_str(dof_rd_t *rd, const dof_sec_t *st, uint64_t idx, size_t max,
    char **out)
{
	const char *s = (const char *)rd->rd_img + st->dofs_offset;
	size_t n;

	if (idx >= st->dofs_size)
		return dof_bad(rd, "string offset %llu outside its table of "
		    "%llu bytes", (unsigned long long)idx,
		    (unsigned long long)st->dofs_size);
	n = strnlen(s + idx, (size_t)(st->dofs_size - idx));
	if (idx + n >= st->dofs_size)
		return dof_bad(rd, "string at offset %llu is not terminated",
		    (unsigned long long)idx);
	if (n >= max)
		return dof_bad(rd, "string at offset %llu is too long (%zu "
		    "bytes)", (unsigned long long)idx, n);
	if ((*out = strdup(s + idx)) == NULL)
		return -ENOMEM;
	return 0;
}

/* n consecutive strings from idx. */
static int
dof_strv(dof_rd_t *rd, const dof_sec_t *st, uint64_t idx, int n,
    char ***out)
{
	int i, rc;

	if (n == 0)
		return 0;
	if ((*out = calloc((size_t)n, sizeof(char *))) == NULL)
		return -ENOMEM;
	for (i = 0; i < n; i++) {
		if ((rc = dof_str(rd, st, idx, USDT_DOF_TYPELEN,
		    &(*out)[i])) != 0)
			return rc;
		idx += strlen((*out)[i]) + 1;
	}
	return 0;
}

static int
dof_attr_unpack(dof_rd_t *rd, uint32_t v, usdt_dof_attr_t *a)
{
	a->name = (uint8_t)(v >> 24);
	a->data = (uint8_t)(v >> 16);
	a->dclass = (uint8_t)(v >> 8);
	if (a->name > 7 || a->data > 7 || a->dclass > 5 || (v & 0xff) != 0)
		return dof_bad(rd, "invalid stability attributes 0x%x", v);
	return 0;
}

/* The sections one provider refers to. */
typedef struct dof_pvsecs {
	const dof_sec_t *st, *probes, *prargs, *proffs, *prenoffs;
	uint64_t nprobes, nproffs, nprenoffs;
} dof_pvsecs_t;

/* n uint32_t entries of a table from index first, copied. */
static int
dof_u32s(dof_rd_t *rd, const dof_sec_t *s, uint64_t count, uint32_t first,
    int n, uint32_t **out, const char *what)
{
	int i;

	if (n == 0)
		return 0;
	if (s == NULL || first > count || (uint64_t)n > count - first)
		return dof_bad(rd, "%s %u..%u outside the table", what, first,
		    first + (uint32_t)n - 1);
	if ((*out = calloc((size_t)n, sizeof(uint32_t))) == NULL)
		return -ENOMEM;
	for (i = 0; i < n; i++)
		memcpy(&(*out)[i], rd->rd_img + s->dofs_offset +
		    ((uint64_t)first + (uint64_t)i) * s->dofs_entsize, 4);
	return 0;
}

static int
dof_read_argmap(dof_rd_t *rd, const dof_pvsecs_t *ps, const dof_probe_t *p,
    usdt_dof_probe_t *pr)
{
	int i;

	if (pr->xargc == 0)
		return 0;
	if (p->dofpr_argidx > ps->prargs->dofs_size ||
	    pr->xargc > ps->prargs->dofs_size - p->dofpr_argidx)
		return dof_bad(rd, "probe %s: argument mapping outside its "
		    "table", pr->name);
	if ((pr->argmap = calloc((size_t)pr->xargc, 1)) == NULL)
		return -ENOMEM;
	for (i = 0; i < pr->xargc; i++) {
		pr->argmap[i] = rd->rd_img[ps->prargs->dofs_offset +
		    p->dofpr_argidx + (uint64_t)i];
		if (pr->argmap[i] >= pr->nargc)
			return dof_bad(rd, "probe %s: translated argument %d "
			    "maps to argument %u of %d", pr->name, i,
			    pr->argmap[i], pr->nargc);
	}
	return 0;
}

static int
dof_read_probe(dof_rd_t *rd, const dof_pvsecs_t *ps, uint64_t i,
    usdt_dof_probe_t *pr)
{
	dof_probe_t p;
	int rc;

	memcpy(&p, rd->rd_img + ps->probes->dofs_offset + i *
	    ps->probes->dofs_entsize, sizeof(p));
	pr->nargc = p.dofpr_nargc;
	pr->xargc = p.dofpr_xargc;
	pr->addr = p.dofpr_addr;
	pr->noffs = p.dofpr_noffs;
	pr->nenoffs = p.dofpr_nenoffs;
	if ((rc = dof_str(rd, ps->st, p.dofpr_name, USDT_DOF_NAMELEN,
	    &pr->name)) != 0 ||
	    (rc = dof_str(rd, ps->st, p.dofpr_func, USDT_DOF_TYPELEN,
	    &pr->func)) != 0)
		return rc;
	if (pr->name[0] == '\0')
		return dof_bad(rd, "probe %llu has no name",
		    (unsigned long long)i);
	if ((rc = dof_strv(rd, ps->st, p.dofpr_nargv, pr->nargc,
	    &pr->nargv)) != 0 ||
	    (rc = dof_strv(rd, ps->st, p.dofpr_xargv, pr->xargc,
	    &pr->xargv)) != 0 ||
	    (rc = dof_read_argmap(rd, ps, &p, pr)) != 0 ||
	    (rc = dof_u32s(rd, ps->proffs, ps->nproffs, p.dofpr_offidx,
	    pr->noffs, &pr->offs, "probe offsets")) != 0 ||
	    (rc = dof_u32s(rd, ps->prenoffs, ps->nprenoffs,
	    p.dofpr_enoffidx, pr->nenoffs, &pr->enoffs,
	    "is-enabled offsets")) != 0)
		return rc;
	return 0;
}

/* The provider section's parts, each present and of the right type. */
static int
dof_read_pvsecs(dof_rd_t *rd, uint32_t idx, const dof_provider_t *p,
    dof_pvsecs_t *ps)
{
	bool v2 = rd->rd_hdr.dofh_ident[DOF_ID_VERSION] == DOF_VERSION_2;
	int rc;

	memset(ps, 0, sizeof(*ps));
	ps->st = dof_sec(rd, p->dofpv_strtab, DOF_SECT_STRTAB);
	ps->probes = dof_sec(rd, p->dofpv_probes, DOF_SECT_PROBES);
	ps->prargs = dof_sec(rd, p->dofpv_prargs, DOF_SECT_PRARGS);
	ps->proffs = dof_sec(rd, p->dofpv_proffs, DOF_SECT_PROFFS);
	if (ps->st == NULL || ps->probes == NULL || ps->prargs == NULL ||
	    ps->proffs == NULL)
		return dof_bad(rd, "provider section %u refers to a missing "
		    "or mistyped section", idx);
	/* version 2: index 0 (DOF_SECT_NONE) or none means no is-enabled
	   offsets, as DTrace reads it */
	if (v2 && p->dofpv_prenoffs != 0 &&
	    p->dofpv_prenoffs != DOF_SECIDX_NONE &&
	    (ps->prenoffs = dof_sec(rd, p->dofpv_prenoffs,
	    DOF_SECT_PRENOFFS)) == NULL)
		return dof_bad(rd, "provider section %u refers to a missing "
		    "or mistyped section", idx);
	if (ps->st->dofs_size == 0)
		return dof_bad(rd, "empty string table");
	if ((rc = dof_table(rd, ps->probes, sizeof(dof_probe_t),
	    &ps->nprobes, "probe")) != 0 ||
	    (rc = dof_table(rd, ps->proffs, 4, &ps->nproffs, "offset")) != 0)
		return rc;
	if (ps->prenoffs != NULL && (rc = dof_table(rd, ps->prenoffs, 4,
	    &ps->nprenoffs, "is-enabled offset")) != 0)
		return rc;
	if (ps->nprobes > USDT_DOF_MAXPROBES)
		return dof_bad(rd, "provider section %u: too many probes "
		    "(%llu)", idx, (unsigned long long)ps->nprobes);
	return 0;
}

static int
dof_read_provider(dof_rd_t *rd, uint32_t idx, usdt_dof_provider_t *pv)
{
	const dof_sec_t *s = &rd->rd_secs[idx];
	bool v2 = rd->rd_hdr.dofh_ident[DOF_ID_VERSION] == DOF_VERSION_2;
	dof_provider_t p;
	dof_pvsecs_t ps;
	uint64_t i;
	int rc;

	memset(&p, 0, sizeof(p));
	p.dofpv_prenoffs = DOF_SECIDX_NONE;
	if (s->dofs_size < (v2 ? sizeof(p) : DOF_PROVIDER_V1_SIZE))
		return dof_bad(rd, "provider section %u is too small", idx);
	memcpy(&p, rd->rd_img + s->dofs_offset, v2 ? sizeof(p) :
	    DOF_PROVIDER_V1_SIZE);
	if ((rc = dof_read_pvsecs(rd, idx, &p, &ps)) != 0 ||
	    (rc = dof_str(rd, ps.st, p.dofpv_name, USDT_DOF_NAMELEN,
	    &pv->name)) != 0)
		return rc;
	if (pv->name[0] == '\0')
		return dof_bad(rd, "provider section %u has no name", idx);
	if ((rc = dof_attr_unpack(rd, p.dofpv_provattr, &pv->attr[0])) != 0 ||
	    (rc = dof_attr_unpack(rd, p.dofpv_modattr, &pv->attr[1])) != 0 ||
	    (rc = dof_attr_unpack(rd, p.dofpv_funcattr, &pv->attr[2])) != 0 ||
	    (rc = dof_attr_unpack(rd, p.dofpv_nameattr, &pv->attr[3])) != 0 ||
	    (rc = dof_attr_unpack(rd, p.dofpv_argsattr, &pv->attr[4])) != 0)
		return rc;
	if (ps.nprobes > 0 && (pv->probes = calloc((size_t)ps.nprobes,
	    sizeof(*pv->probes))) == NULL)
		return -ENOMEM;
	for (i = 0; i < ps.nprobes; i++) {
		pv->nprobes++;
		if ((rc = dof_read_probe(rd, &ps, i, &pv->probes[i])) != 0)
			return rc;
	}
	return 0;
}

int
usdt_dof_read(const void *buf, size_t len, usdt_dof_t **dofp, char *err,
    size_t errlen)
{
	dof_rd_t rd = { .rd_img = buf, .rd_err = err, .rd_errlen = errlen };
	usdt_dof_t *dof = NULL;
	uint32_t i, nprovs = 0;
	int rc;

	*dofp = NULL;
	if (errlen > 0)
		err[0] = '\0';
	if ((rc = dof_read_hdr(&rd, buf == NULL ? 0 : len)) != 0 ||
	    (rc = dof_read_secs(&rd)) != 0)
		goto out;
	for (i = 0; i < rd.rd_hdr.dofh_secnum; i++)
		nprovs += rd.rd_secs[i].dofs_type == DOF_SECT_PROVIDER;
	if ((dof = calloc(1, sizeof(*dof))) == NULL ||
	    (dof->provs = calloc((size_t)nprovs + 1,
	    sizeof(*dof->provs))) == NULL) {
		rc = -ENOMEM;
		goto out;
	}
	dof->model = rd.rd_hdr.dofh_ident[DOF_ID_MODEL];
	dof->version = rd.rd_hdr.dofh_ident[DOF_ID_VERSION];
	for (i = 0; i < rd.rd_hdr.dofh_secnum; i++) {
		if (rd.rd_secs[i].dofs_type != DOF_SECT_PROVIDER)
			continue;
		if ((rc = dof_read_provider(&rd, i,
		    &dof->provs[dof->nprovs++])) != 0)
			goto out;
	}
out:
	free(rd.rd_secs);
	if (rc != 0) {
		if (rc == -ENOMEM && errlen > 0)
			snprintf(err, errlen, "DOF: out of memory");
		usdt_dof_free(dof);
		return rc;
	}
	*dofp = dof;
	return 0;
}
