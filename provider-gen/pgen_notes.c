/*
 * pgen_notes.c -- the probes an object file uses, read from its
 * .note.stapsdt section, for "dtrace -G" to check against the providers
 * the script defines.
 *
 * Every probe site made by a "dtrace -h" header (or by <sys/sdt.h>) is one
 * ELF note in a SHT_NOTE section named .note.stapsdt:
 *
 *	namesz, descsz, type	3 x 4 bytes; type 3 (NT_STAPSDT)
 *	name			"stapsdt", padded to 4 bytes
 *	desc			pc, _.stapsdt.base, semaphore: 3 addresses
 *				of 4 or 8 bytes (the ELF class), then
 *				"provider\0" "name\0" "args\0"
 *
 * In a relocatable object the three addresses are relocations; only the
 * strings matter here.  The probe name is DTrace's: a note written with
 * the D spelling ("query__start", as systemtap's tools write it) names the
 * probe "query-start".  The object is only read, never changed.
 *
 * Errors carry DTrace's wording for -G (a message naming the object).
 */
#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <gelf.h>

#include "pgen.h"

#define PGEN_NT_STAPSDT	3

void
pgen_obj_free(pgen_obj_t *obj)
{
	int i;

	for (i = 0; i < obj->po_nnotes; i++) {
		free(obj->po_notes[i].pn_prov);
		free(obj->po_notes[i].pn_name);
	}
	free(obj->po_notes);
	memset(obj, 0, sizeof(*obj));
}

/* "query__start" -> "query-start" */
static char *
pgen_note_name(const char *s)
{
	char *out = malloc(strlen(s) + 1), *o = out;

	if (out == NULL)
		return NULL;
	while (*s != '\0') {
		if (s[0] == '_' && s[1] == '_') {
			*o++ = '-';
			s += 2;
		} else {
			*o++ = *s++;
		}
	}
	*o = '\0';
	return out;
}

/* The argument specs "-4@%edi 8@-16(%rbp)": how many. */
static int
pgen_note_nargs(const char *args)
{
	int n = 0;

	while (*args != '\0') {
		while (*args == ' ')
			args++;
		if (*args == '\0')
			break;
		n++;
		while (*args != '\0' && *args != ' ')
			args++;
	}
	return n;
}

static int
pgen_note_add(pgen_obj_t *obj, const char *desc, size_t len)
{
	size_t asize = obj->po_class == ELFCLASS32 ? 4 : 8, off = 3 * asize;
	const char *str[3];
	pgen_note_t *v, *pn;
	int i;

	for (i = 0; i < 3; i++) {
		const char *end;

		if (off >= len ||
		    (end = memchr(desc + off, '\0', len - off)) == NULL)
			return -1;
		str[i] = desc + off;
		off = (size_t)(end - desc) + 1;
	}
	v = realloc(obj->po_notes, (size_t)(obj->po_nnotes + 1) * sizeof(*v));
	if (v == NULL)
		return -1;
	obj->po_notes = v;
	pn = &v[obj->po_nnotes];
	pn->pn_prov = strdup(str[0]);
	pn->pn_name = pgen_note_name(str[1]);
	pn->pn_nargs = pgen_note_nargs(str[2]);
	obj->po_nnotes++;
	if (pn->pn_prov == NULL || pn->pn_name == NULL)
		return -1;
	return 0;
}

/* Every NT_STAPSDT note of one .note.stapsdt section. */
static int
pgen_notes_scan(pgen_obj_t *obj, Elf_Scn *scn)
{
	Elf_Data *data = NULL;
	GElf_Nhdr nh;
	size_t off, next, name, desc;

	while ((data = elf_getdata(scn, data)) != NULL) {
		for (off = 0; off < data->d_size; off = next) {
			next = gelf_getnote(data, off, &nh, &name, &desc);
			if (next == 0)
				return -1;
			if (nh.n_type != PGEN_NT_STAPSDT || nh.n_namesz != 8 ||
			    memcmp((char *)data->d_buf + name, "stapsdt", 8))
				continue;
			if (pgen_note_add(obj, (char *)data->d_buf + desc,
			    nh.n_descsz) != 0)
				return -1;
		}
	}
	return 0;
}

static int
pgen_obj_scan(dtrace_hdl_t *dtp, const char *path, Elf *elf, pgen_obj_t *obj)
{
	Elf_Scn *scn = NULL;
	GElf_Ehdr eh;
	GElf_Shdr sh;
	size_t shstrndx;
	const char *name;

	if (elf_kind(elf) == ELF_K_AR)
		return dt_set_err(dtp, "archives are not permitted; use the "
		    "contents of the archive instead: %s", path);
	if (elf_kind(elf) != ELF_K_ELF)
		return dt_set_err(dtp, "invalid file type: %s", path);
	if (gelf_getehdr(elf, &eh) == NULL ||
	    elf_getshdrstrndx(elf, &shstrndx) != 0)
		return dt_set_err(dtp, "corrupt file: %s", path);
	obj->po_class = eh.e_ident[EI_CLASS];
	obj->po_machine = eh.e_machine;
	while ((scn = elf_nextscn(elf, scn)) != NULL) {
		if (gelf_getshdr(scn, &sh) == NULL)
			return dt_set_err(dtp, "corrupt file: %s", path);
		if (sh.sh_type != SHT_NOTE ||
		    (name = elf_strptr(elf, shstrndx, sh.sh_name)) == NULL ||
		    strcmp(name, ".note.stapsdt") != 0)
			continue;
		if (pgen_notes_scan(obj, scn) != 0)
			return dt_set_err(dtp, "corrupt file: %s", path);
	}
	return 0;
}

int
pgen_obj_read(dtrace_hdl_t *dtp, const char *path, pgen_obj_t *obj)
{
	int fd, rc;
	Elf *elf;

	memset(obj, 0, sizeof(*obj));
	if ((fd = open(path, O_RDONLY | O_CLOEXEC)) < 0)
		return dt_set_err(dtp, "failed to open %s: %s", path,
		    strerror(errno));
	if ((elf = elf_begin(fd, ELF_C_READ_MMAP, NULL)) == NULL) {
		close(fd);
		return dt_set_err(dtp, "failed to process %s: %s", path,
		    elf_errmsg(elf_errno()));
	}
	rc = pgen_obj_scan(dtp, path, elf, obj);
	elf_end(elf);
	close(fd);
	if (rc != 0)
		pgen_obj_free(obj);
	return rc;
}
