/*
 * dt_usym.c -- user addresses to names, for ustack(), usym(), ufunc(),
 * umod(), uaddr() and printf's %A.
 *
 * A user address means something only in its process: the consumer keeps,
 * per process id, the list of the objects it has mapped (pidprov's
 * pid_proc_modules(): /proc/PID/maps, each ELF object's .symtab and
 * .dynsym, read once and shared through pidprov's object cache).
 *
 * The list is read the first time a process is named, and kept: a process
 * that has exited by the time its stacks are printed (aggregations printed
 * at the end of a -c run) is still named from what was read while it ran.
 * The targets of -c and -p are read as soon as they are held, before
 * their first probe fires (dt_usym_prime).  An address in no object of
 * the list (a library opened later with dlopen()) has the list read again,
 * at most once a second, while the process lives.  A process that was
 * never seen alive gets no names: its addresses print in hex, as DTrace
 * prints them when it cannot grab the process.  C++ names are demangled
 * (dt_usym_demangled).  An address in no object may be code a JIT
 * compiled, named in the process's perf map (dt_perfmap.c): that name
 * comes with no module (sr_mod NULL), as the frames of DTrace's ustack
 * helpers print, "LazyCompile:*compute app.js:12+0x6".  An address in
 * the process's vDSO (at its AT_SYSINFO_EHDR, read with its list) is
 * named from dtrace's own, the same image (dt_vdso.c):
 * "linux-vdso.so.1`__vdso_clock_gettime+0x5d".
 */
#include <sys/auxv.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "dt_impl.h"
#include "check/dt_stack.h"
#include "consume/dt_perfmap.h"
#include "consume/dt_vdso.h"
#include "../../pidprov/pid.h"

typedef struct dt_uproc {
	int up_pid;
	pid_modlist_t *up_mods;		/* NULL: could not be read */
	time_t up_read;			/* when */
	dt_perfmap_t *up_jit;		/* its JIT's names */
	uint64_t up_vdso;		/* its vDSO's address, or 0 */
} dt_uproc_t;

/* A C++ name and how a user reads it, kept for the handle's life. */
typedef struct dt_udemangled {
	char *ud_mangled;
	char *ud_name;		/* NULL: not a name __cxa_demangle reads */
	struct dt_udemangled *ud_next;
} dt_udemangled_t;

#define DT_UDM_BUCKETS	1024

struct dt_usymtab {
	dt_uproc_t *ut_procs;
	size_t ut_n, ut_cap;
	dt_udemangled_t *ut_dm[DT_UDM_BUCKETS];
	dt_vdso_t *ut_vdso;		/* the vDSO's names (dt_usym_vdso) */
	bool ut_vdsoread;
};

/* pid's entry, or NULL if it has none yet */
static dt_uproc_t *
dt_usym_find(dtrace_hdl_t *dtp, int pid)
{
	dt_usymtab_t *ut = dtp->dt_usyms;

	for (size_t i = 0; ut != NULL && i < ut->ut_n; i++)
		if (ut->ut_procs[i].up_pid == pid)
			return &ut->ut_procs[i];
	return NULL;
}

static dt_uproc_t *
dt_usym_proc(dtrace_hdl_t *dtp, int pid)
{
	dt_usymtab_t *ut = dtp->dt_usyms;
	dt_uproc_t *up;

	if (ut == NULL)
		ut = dtp->dt_usyms = dt_xcalloc(1, sizeof(*ut));
	if ((up = dt_usym_find(dtp, pid)) != NULL)
		return up;
	if (ut->ut_n == ut->ut_cap) {
		ut->ut_cap = ut->ut_cap ? ut->ut_cap * 2 : 8;
		ut->ut_procs = dt_xrealloc(ut->ut_procs, ut->ut_cap *
		    sizeof(*up));
	}
	up = &ut->ut_procs[ut->ut_n++];
	up->up_pid = pid;
	up->up_read = time(NULL);
	up->up_jit = dt_perfmap_open(pid);
	up->up_vdso = pid > 0 ? dt_proc_auxv(pid, AT_SYSINFO_EHDR) : 0;
	if (pid <= 0 || pid_proc_modules(pid, &up->up_mods) != 0)
		up->up_mods = NULL;
	return up;
}

/* addr in up's vDSO: its names, read the first time (0 found a
   function, 1 the vDSO only, -1 not in it) */
static int
dt_usym_vdso(dtrace_hdl_t *dtp, const dt_uproc_t *up, uint64_t addr,
    dt_symres_t *res)
{
	dt_usymtab_t *ut = dtp->dt_usyms;

	if (up->up_vdso == 0 || addr < up->up_vdso)
		return -1;
	if (!ut->ut_vdsoread) {
		ut->ut_vdso = dt_vdso_open();
		ut->ut_vdsoread = true;
	}
	if (ut->ut_vdso == NULL || (res->sr_mod = dt_vdso_lookup(ut->ut_vdso,
	    addr - up->up_vdso, &res->sr_name, &res->sr_off)) == NULL)
		return -1;
	res->sr_modaddr = up->up_vdso;
	return res->sr_name != NULL ? 0 : 1;
}

/* Read again a list that does not know addr, if the process still runs. */
static void
dt_usym_refresh(dt_uproc_t *up, uint64_t addr)
{
	pid_modlist_t *l;
	time_t now = time(NULL);

	if (up->up_mods != NULL && pid_modlist_addr(up->up_mods, addr) != NULL)
		return;
	if (now == up->up_read || up->up_pid <= 0)
		return;
	up->up_read = now;
	if (pid_proc_modules(up->up_pid, &l) != 0)
		return;		/* gone: keep what we knew */
	pid_modlist_free(up->up_mods);
	up->up_mods = l;
}

void
dt_usym_prime(dtrace_hdl_t *dtp, int pid)
{
	(void)dt_usym_proc(dtp, pid);
}

/*
 * A C++ function's name as its source spells it ("ns::Widget::scale(int)"
 * for "_ZN2ns6Widget5scaleEi"), as FreeBSD's and macOS's DTrace print
 * user symbols; -x mangled keeps the symbol (illumos and Oracle print
 * that).  Each name is demangled once: an aggregation of stacks names the
 * same frames again and again.
 */
static const char *
dt_usym_demangled(dtrace_hdl_t *dtp, const char *name)
{
	dt_usymtab_t *ut = dtp->dt_usyms;
	uint32_t h = 2166136261u;
	dt_udemangled_t *d;

	if (dtp->dt_opts.mangled || strncmp(name, "_Z", 2) != 0)
		return name;
	for (const char *c = name; *c != '\0'; c++)
		h = (h ^ (unsigned char)*c) * 16777619u;
	for (d = ut->ut_dm[h % DT_UDM_BUCKETS]; d != NULL; d = d->ud_next)
		if (strcmp(d->ud_mangled, name) == 0)
			return d->ud_name != NULL ? d->ud_name : name;
	d = dt_xcalloc(1, sizeof(*d));
	d->ud_mangled = dt_xstrdup(name);
	d->ud_name = pid_demangle(name);
	d->ud_next = ut->ut_dm[h % DT_UDM_BUCKETS];
	ut->ut_dm[h % DT_UDM_BUCKETS] = d;
	return d->ud_name != NULL ? d->ud_name : name;
}

int
dt_usym_lookup(dtrace_hdl_t *dtp, int pid, uint64_t addr, dt_symres_t *res)
{
	dt_uproc_t *up = dt_usym_proc(dtp, pid);
	const pid_mod_t *m = NULL;
	const pid_sym_t *s = NULL;
	uint64_t off = 0;
	int rc;

	memset(res, 0, sizeof(*res));
	/* before the list: a vDSO address is in no module of it, which
	   would have the list read again */
	if ((rc = dt_usym_vdso(dtp, up, addr, res)) >= 0)
		return rc;
	dt_usym_refresh(up, addr);
	if (up->up_mods == NULL)
		return -1;
	if (pid_modlist_sym(up->up_mods, addr, &m, &s, &off) != 0)
		s = NULL;
	if (m == NULL && (res->sr_name = dt_perfmap_lookup(up->up_jit, addr,
	    &res->sr_off)) != NULL) {
		res->sr_modaddr = addr;	/* umod() of it: the address */
		return 0;
	}
	if (m == NULL)
		return -1;
	res->sr_mod = m->pm_name;
	res->sr_modaddr = m->pm_lo;
	if (s == NULL)
		return 1;
	res->sr_name = dt_usym_demangled(dtp, s->ps_name);
	res->sr_off = off;
	return 0;
}

const pid_modlist_t *
dt_usym_modlist(dtrace_hdl_t *dtp, int pid, uint64_t addr)
{
	dt_uproc_t *up = dt_usym_proc(dtp, pid);

	dt_usym_refresh(up, addr);
	return up->up_mods;
}

const pid_modlist_t *
dt_usym_reread(dtrace_hdl_t *dtp, int pid)
{
	dt_uproc_t *up = dt_usym_find(dtp, pid);
	pid_modlist_t *l;

	if (up == NULL)			/* read now, the first time */
		return dt_usym_proc(dtp, pid)->up_mods;
	if (pid_proc_modules(pid, &l) == 0) {	/* gone: keep what we knew */
		pid_modlist_free(up->up_mods);
		up->up_mods = l;
		up->up_read = time(NULL);
	}
	return up->up_mods;
}

void
dt_usym_free(dtrace_hdl_t *dtp)
{
	dt_usymtab_t *ut = dtp->dt_usyms;

	if (ut == NULL)
		return;
	for (size_t i = 0; i < ut->ut_n; i++) {
		pid_modlist_free(ut->ut_procs[i].up_mods);
		dt_perfmap_free(ut->ut_procs[i].up_jit);
	}
	for (size_t i = 0; i < DT_UDM_BUCKETS; i++)
		for (dt_udemangled_t *d = ut->ut_dm[i], *next; d != NULL;
		    d = next) {
			next = d->ud_next;
			free(d->ud_mangled);
			free(d->ud_name);
			free(d);
		}
	dt_vdso_free(ut->ut_vdso);
	free(ut->ut_procs);
	free(ut);
	dtp->dt_usyms = NULL;
}
