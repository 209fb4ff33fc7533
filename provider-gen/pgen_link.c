/*
 * pgen_link.c -- "dtrace -G": from the providers a script defines and the
 * objects that use them to the object that completes the program.
 *
 *   1. Read each object's probe notes (pgen_notes.c).  Every probe an
 *      object uses must be defined by the script, or -G fails naming the
 *      object and the probe (DTrace's "no such provider"/"no such probe");
 *      a defined probe no object uses is fine.  The objects also decide
 *      the ELF class and machine, unless -32 or -64 does.
 *   2. Turn the definitions into DOF (usdt/usdt_dof.h): each provider with
 *      its stability attributes, each probe with its native and
 *      translated argument types and the mapping between them.
 *   3. Write the object (pgen_elf.c): semaphores for every probe, the DOF,
 *      the helper that registers it.
 *
 *   4. With -x ldpath, run that linker over it (ld -r), as DTrace links
 *      its object with ld; ours needs none otherwise.
 *
 * The objects are only read.  A script that defines no provider (only
 * clauses, "BEGIN {}") gives an object whose DOF has no provider, as DTrace
 * succeeds then too.
 */
#include <errno.h>
#include <unistd.h>
#include <sys/wait.h>
#include <stdlib.h>
#include <string.h>
#include <gelf.h>

#include "pgen.h"
#include "../usdt/usdt_dof.h"

/* The machine this DTrace is built for, the default for the output. */
#if defined(__x86_64__)
#define PGEN_MACHINE64	EM_X86_64
#define PGEN_MACHINE32	EM_386
#elif defined(__aarch64__)
#define PGEN_MACHINE64	EM_AARCH64
#define PGEN_MACHINE32	EM_ARM
#else
#error "dtrace -G: unknown machine"
#endif

static bool
pgen_linked(const pgen_prov_t *pv, int text)
{
	return pv->pv_defined && (text < 0 || pv->pv_text == text);
}

static const pgen_prov_t *
pgen_find(dtrace_hdl_t *dtp, int text, const char *name)
{
	const pgen_prov_t *pv;

	for (pv = pgen_provs(dtp); pv != NULL; pv = pv->pv_next)
		if (pgen_linked(pv, text) && strcmp(pv->pv_name, name) == 0)
			return pv;
	return NULL;
}

/* Every probe the object uses is defined. */
static int
pgen_check_obj(dtrace_hdl_t *dtp, int text, const char *path,
    const pgen_obj_t *obj)
{
	const pgen_probe_t *pp;
	const pgen_prov_t *pv;
	int i;

	for (i = 0; i < obj->po_nnotes; i++) {
		const pgen_note_t *pn = &obj->po_notes[i];

		if ((pv = pgen_find(dtp, text, pn->pn_prov)) == NULL)
			return dt_set_err(dtp, "%s: no such provider %s", path,
			    pn->pn_prov);
		for (pp = pv->pv_probes; pp != NULL; pp = pp->pp_next)
			if (strcmp(pp->pp_name, pn->pn_name) == 0)
				break;
		if (pp == NULL)
			return dt_set_err(dtp, "%s: no such probe %s", path,
			    pn->pn_name);
	}
	return 0;
}

/* Read and check every object; settle the output's class and machine. */
static int
pgen_check_objs(dtrace_hdl_t *dtp, int text, int model, int objc,
    char *const objv[], pgen_out_t *out)
{
	int i;

	out->po_class = model == 32 ? ELFCLASS32 : model == 64 ? ELFCLASS64 :
	    ELFCLASSNONE;
	out->po_machine = EM_NONE;
	for (i = 0; i < objc; i++) {
		pgen_obj_t obj;
		int rc;

		if (pgen_obj_read(dtp, objv[i], &obj) != 0)
			return -1;
		if (out->po_class == ELFCLASSNONE)
			out->po_class = obj.po_class;
		if (out->po_machine == EM_NONE)
			out->po_machine = obj.po_machine;
		if (obj.po_class != out->po_class)
			rc = dt_set_err(dtp, "incorrect ELF class for object "
			    "file: %s", objv[i]);
		else if (obj.po_machine != out->po_machine)
			rc = dt_set_err(dtp, "incorrect ELF machine type for "
			    "object file: %s", objv[i]);
		else
			rc = pgen_check_obj(dtp, text, objv[i], &obj);
		pgen_obj_free(&obj);
		if (rc != 0)
			return -1;
	}
	if (out->po_class == ELFCLASSNONE)
		out->po_class = sizeof(void *) == 8 ? ELFCLASS64 : ELFCLASS32;
	if (out->po_machine == EM_NONE)
		out->po_machine = out->po_class == ELFCLASS64 ? PGEN_MACHINE64 :
		    PGEN_MACHINE32;
	return 0;
}

/* ---- the DOF and the semaphores ------------------------------------------ */

static void
pgen_dof_probe(const pgen_probe_t *pp, usdt_dof_probe_t *dp)
{
	dp->name = (char *)pp->pp_name;
	dp->func = (char *)"";
	dp->nargc = pp->pp_nargc;
	dp->xargc = pp->pp_xargc;
	dp->nargv = (char **)pp->pp_ntypes;
	dp->xargv = (char **)pp->pp_xtypes;
	dp->argmap = pp->pp_map;
}

/*
 * The providers to link as a usdt_dof_t whose arrays come from the arena
 * and whose strings are the model's own.  Also counts the probes.
 */
static usdt_dof_t *
pgen_dof_build(dtrace_hdl_t *dtp, int text, int class, int *nprobes)
{
	dt_arena_t *a = dtp->dt_arena;
	usdt_dof_t *dof = dt_arena_alloc(a, sizeof(*dof));
	const pgen_prov_t *pv;
	const pgen_probe_t *pp;
	int n = 0, i, j;

	for (pv = pgen_provs(dtp); pv != NULL; pv = pv->pv_next)
		n += pgen_linked(pv, text);
	dof->model = class == ELFCLASS64 ? DOF_MODEL_LP64 : DOF_MODEL_ILP32;
	dof->version = DOF_VERSION_2;
	dof->provs = dt_arena_alloc(a, (size_t)(n + 1) * sizeof(*dof->provs));
	*nprobes = 0;
	for (pv = pgen_provs(dtp); pv != NULL; pv = pv->pv_next) {
		usdt_dof_provider_t *dp;

		if (!pgen_linked(pv, text))
			continue;
		dp = &dof->provs[dof->nprovs++];
		dp->name = (char *)pv->pv_name;
		for (i = 0; i < USDT_DOF_NATTR; i++)
			dp->attr[i] = (usdt_dof_attr_t){ pv->pv_attr[i].at_name,
			    pv->pv_attr[i].at_data, pv->pv_attr[i].at_class };
		dp->probes = dt_arena_alloc(a, (size_t)(pv->pv_nprobes + 1) *
		    sizeof(*dp->probes));
		for (j = 0, pp = pv->pv_probes; pp != NULL; pp = pp->pp_next)
			pgen_dof_probe(pp, &dp->probes[j++]);
		dp->nprobes = j;
		*nprobes += j;
	}
	return dof;
}

static pgen_sem_t *
pgen_sems(dtrace_hdl_t *dtp, int text, int nprobes)
{
	pgen_sem_t *sems = dt_arena_alloc(dtp->dt_arena, (size_t)(nprobes + 1) *
	    sizeof(*sems));
	const pgen_prov_t *pv;
	const pgen_probe_t *pp;
	int n = 0;

	for (pv = pgen_provs(dtp); pv != NULL; pv = pv->pv_next)
		for (pp = pv->pv_probes; pgen_linked(pv, text) && pp != NULL;
		    pp = pp->pp_next)
			sems[n++].ps_name = dt_arena_printf(dtp->dt_arena,
			    "%s_%s_semaphore", pv->pv_name, pp->pp_dname);
	return sems;
}

/* DTrace's rule: room for a process ID after a USDT provider's name. */
static int
pgen_check_names(dtrace_hdl_t *dtp, int text)
{
	const pgen_prov_t *pv;

	for (pv = pgen_provs(dtp); pv != NULL; pv = pv->pv_next)
		if (pgen_linked(pv, text) &&
		    strlen(pv->pv_name) >= PGEN_USDT_PROVNAMELEN)
			return dt_set_err(dtp, "USDT provider name may not "
			    "exceed %d characters: %s", PGEN_USDT_PROVNAMELEN - 1,
			    pv->pv_name);
	return 0;
}

/*
 * -x ldpath: the object is written beside file and the linker makes file
 * of it, "LD -o FILE -r TMP", as DTrace runs ld, with DTrace's messages
 * when it cannot run (status 127, as a shell would give), is killed or
 * fails.  The linker is run itself, not through a shell: a file name is
 * one argument whatever it holds.
 */
static int
pgen_ld(dtrace_hdl_t *dtp, const char *file, const pgen_out_t *out)
{
	const char *ld = dtp->dt_opts.ldpath;
	char *tmp = dt_arena_printf(dtp->dt_arena, "%s.XXXXXX", file);
	int fd = mkstemp(tmp), status, rc = -1;
	pid_t pid;

	if (fd < 0)
		return dt_set_err(dtp, "failed to create %s: %s", tmp,
		    strerror(errno));
	close(fd);
	if (pgen_elf_write(dtp, tmp, out) != 0)
		goto out;
	fflush(NULL);
	if ((pid = fork()) == 0) {
		execl(ld, ld, "-o", file, "-r", tmp, (char *)NULL);
		fprintf(stderr, "dtrace: %s: %s\n", ld, strerror(errno));
		_exit(127);
	}
	if (pid < 0 || waitpid(pid, &status, 0) != pid)
		dt_set_err(dtp, "failed to run %s: %s", ld, strerror(errno));
	else if (WIFSIGNALED(status))
		dt_set_err(dtp, "failed to link %s: %s failed due to signal %d",
		    file, ld, WTERMSIG(status));
	else if (WEXITSTATUS(status) != 0)
		dt_set_err(dtp, "failed to link %s: %s exited with status %d",
		    file, ld, WEXITSTATUS(status));
	else
		rc = 0;
out:
	unlink(tmp);
	return rc;
}

int
dtrace_program_link(dtrace_hdl_t *dtp, int text, int model, const char *file,
    int objc, char *const objv[])
{
	pgen_out_t out;
	usdt_dof_t *dof;
	void *img = NULL;
	size_t len;
	int nprobes, rc;

	memset(&out, 0, sizeof(out));
	if (elf_version(EV_CURRENT) == EV_NONE)
		return dt_set_err(dtp, "libelf is out of date");
	if (pgen_check_names(dtp, text) != 0 ||
	    pgen_check_objs(dtp, text, model, objc, objv, &out) != 0)
		return -1;
	dof = pgen_dof_build(dtp, text, out.po_class, &nprobes);
	if ((rc = usdt_dof_write(dof, &img, &len)) != 0)
		return dt_set_err(dtp, "failed to create DOF: %s",
		    strerror(-rc));
	out.po_dof = img;
	out.po_doflen = len;
	out.po_sems = pgen_sems(dtp, text, nprobes);
	out.po_nsems = nprobes;
	rc = dtp->dt_opts.ldpath != NULL ? pgen_ld(dtp, file, &out) :
	    pgen_elf_write(dtp, file, &out);
	free(img);
	return rc;
}
