/*
 * dt_perfmap.c -- names for the code a JIT compiler made, from the
 * process's perf map.
 *
 * JIT-compiled code lives in anonymous memory: no object file, no symbol
 * table.  The runtimes that want profilers to name it (Node with
 * --perf-basic-prof, Java with perf-map-agent, Python 3.12 with -X perf,
 * LuaJIT, .NET) write /tmp/perf-PID.map, one line a function:
 *
 *	START SIZE name		(START and SIZE in hex, "0x" optional)
 *
 * appended as code is compiled; a later line for the same address wins
 * (the code there was replaced).  perf reads the same file.
 *
 * The file is the process's: in a container it is in the container's
 * /tmp under the pid the container sees, so it is opened through
 * /proc/PID/root with the last pid of NSpid (or, for a process in our
 * mount namespace, as /tmp/perf-PID.map, which outlives it).  Like perf,
 * dtrace believes a map only if it is a regular file owned by the
 * process's user or by root: anyone may create a file in /tmp under a
 * pid that will come.
 * The map is read when first needed and read again, at most once a
 * second, when it changed; once the process is gone what was read is
 * kept (its stacks are often printed after it exits).
 */
#define _GNU_SOURCE		/* asprintf */
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include <sys/stat.h>

#include "base/dt_base.h"
#include "consume/dt_perfmap.h"

#define DT_PM_MAXFILE	(64 << 20)	/* bytes of a map read at most */
#define DT_PM_MAXSIZE	(1ULL << 30)	/* a larger "function" is junk */
#define DT_PM_MAXNAME	511		/* jstackstrsize's default, less 1 */

typedef struct dt_pmsym {
	uint64_t ps_lo, ps_size;
	uint32_t ps_seq;		/* its line: later lines win */
	char *ps_name;
} dt_pmsym_t;

struct dt_perfmap {
	char *pm_path;			/* NULL: the process was gone */
	uid_t pm_uid;			/* the process's user */
	dt_pmsym_t *pm_syms;		/* by ps_lo, then ps_seq */
	size_t pm_n;
	uint64_t pm_maxsize;
	off_t pm_fsize;			/* the file as last read */
	struct timespec pm_mtime;
	time_t pm_checked;
};

/* The pid process pid has in its own pid namespace (NSpid's last). */
static long
dt_perfmap_nspid(int pid)
{
	char path[64], line[256];
	long nspid = pid;
	FILE *fp;

	snprintf(path, sizeof(path), "/proc/%d/status", pid);
	if ((fp = fopen(path, "r")) == NULL)
		return pid;
	while (fgets(line, sizeof(line), fp) != NULL) {
		char *p = line + 6, *end;

		if (strncmp(line, "NSpid:", 6) != 0)
			continue;
		for (long v; (v = strtol(p, &end, 10)), end != p; p = end)
			nspid = v;
		break;
	}
	fclose(fp);
	return nspid;
}

static void
dt_perfmap_clear(dt_perfmap_t *pm)
{
	for (size_t i = 0; i < pm->pm_n; i++)
		free(pm->pm_syms[i].ps_name);
	free(pm->pm_syms);
	pm->pm_syms = NULL;
	pm->pm_n = 0;
	pm->pm_maxsize = 0;
}

static int
dt_pmsym_cmp(const void *a, const void *b)
{
	const dt_pmsym_t *x = a, *y = b;

	if (x->ps_lo != y->ps_lo)
		return x->ps_lo < y->ps_lo ? -1 : 1;
	return x->ps_seq < y->ps_seq ? -1 : x->ps_seq > y->ps_seq;
}

/* One line "START SIZE name" into the table; junk lines are skipped. */
static void
dt_perfmap_line(dt_perfmap_t *pm, char *line, size_t *cap)
{
	char *p = line, *end;
	uint64_t lo = strtoull(p, &end, 16), size;
	size_t len;

	if (end == p || (*end != ' ' && *end != '\t'))
		return;
	size = strtoull(p = end, &end, 16);
	if (end == p || (*end != ' ' && *end != '\t') || size == 0 ||
	    size > DT_PM_MAXSIZE || lo + size < lo)
		return;
	for (p = end; *p == ' ' || *p == '\t'; p++)
		;
	len = strcspn(p, "\r\n");
	if (len == 0)
		return;
	if (len > DT_PM_MAXNAME)
		len = DT_PM_MAXNAME;
	if (pm->pm_n == *cap) {
		*cap = *cap ? *cap * 2 : 256;
		pm->pm_syms = dt_xrealloc(pm->pm_syms, *cap *
		    sizeof(dt_pmsym_t));
	}
	pm->pm_syms[pm->pm_n].ps_name = dt_xstrndup(p, len);
	pm->pm_syms[pm->pm_n].ps_lo = lo;
	pm->pm_syms[pm->pm_n].ps_size = size;
	pm->pm_syms[pm->pm_n].ps_seq = (uint32_t)pm->pm_n;
	if (size > pm->pm_maxsize)
		pm->pm_maxsize = size;
	pm->pm_n++;
}

/* (Re)read the map if it changed; a map that cannot be read is kept. */
static void
dt_perfmap_read(dt_perfmap_t *pm)
{
	int fd = open(pm->pm_path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK |
	    O_CLOEXEC);
	char line[DT_PM_MAXNAME + 80];
	size_t cap = 0;
	struct stat st;
	off_t done = 0;
	FILE *fp;

	if (fd < 0)
		return;
	if (fstat(fd, &st) != 0 || !S_ISREG(st.st_mode) ||
	    (st.st_uid != pm->pm_uid && st.st_uid != 0) ||
	    (st.st_size == pm->pm_fsize &&
	    st.st_mtim.tv_sec == pm->pm_mtime.tv_sec &&
	    st.st_mtim.tv_nsec == pm->pm_mtime.tv_nsec) ||
	    (fp = fdopen(fd, "r")) == NULL) {
		close(fd);
		return;
	}
	dt_perfmap_clear(pm);
	pm->pm_fsize = st.st_size;
	pm->pm_mtime = st.st_mtim;
	while (done < DT_PM_MAXFILE && fgets(line, sizeof(line), fp) != NULL) {
		size_t len = strlen(line);

		done += (off_t)len;
		if (len > 0 && line[len - 1] != '\n' && !feof(fp)) {
			int c;		/* a longer line: its name is cut */

			while ((c = fgetc(fp)) != EOF && c != '\n')
				done++;
		}
		dt_perfmap_line(pm, line, &cap);
	}
	fclose(fp);
	if (pm->pm_n > 0)
		qsort(pm->pm_syms, pm->pm_n, sizeof(dt_pmsym_t), dt_pmsym_cmp);
}

dt_perfmap_t *
dt_perfmap_open(int pid)
{
	dt_perfmap_t *pm = dt_xcalloc(1, sizeof(*pm));
	const char *prefix = NULL;
	char proc[64];
	struct stat st, ns;

	pm->pm_fsize = -1;
	snprintf(proc, sizeof(proc), "/proc/%d", pid);
	if (pid <= 0 || stat(proc, &st) != 0)
		return pm;
	pm->pm_uid = st.st_uid;
	snprintf(proc, sizeof(proc), "/proc/%d/ns/mnt", pid);
	if (stat(proc, &st) == 0 && stat("/proc/self/ns/mnt", &ns) == 0 &&
	    st.st_dev == ns.st_dev && st.st_ino == ns.st_ino)
		prefix = "";	/* our /tmp: still there once it exits */
	snprintf(proc, sizeof(proc), "/proc/%d/root", pid);
	pm->pm_path = dt_xasprintf("%s/tmp/perf-%ld.map", prefix != NULL ?
	    prefix : proc, dt_perfmap_nspid(pid));
	return pm;
}

const char *
dt_perfmap_lookup(dt_perfmap_t *pm, uint64_t addr, uint64_t *offp)
{
	time_t now = time(NULL);
	const dt_pmsym_t *best = NULL;
	size_t lo = 0, hi;

	if (pm->pm_path != NULL && now != pm->pm_checked) {
		pm->pm_checked = now;
		dt_perfmap_read(pm);
	}
	/* hi: the first entry above addr; those before it may hold it */
	for (hi = pm->pm_n; lo < hi; ) {
		size_t mid = lo + (hi - lo) / 2;

		if (pm->pm_syms[mid].ps_lo <= addr)
			lo = mid + 1;
		else
			hi = mid;
	}
	for (size_t i = hi; i > 0 && addr - pm->pm_syms[i - 1].ps_lo <
	    pm->pm_maxsize; i--) {
		const dt_pmsym_t *s = &pm->pm_syms[i - 1];

		if (addr - s->ps_lo < s->ps_size &&
		    (best == NULL || s->ps_seq > best->ps_seq))
			best = s;
	}
	if (best == NULL)
		return NULL;
	*offp = addr - best->ps_lo;
	return best->ps_name;
}

void
dt_perfmap_free(dt_perfmap_t *pm)
{
	if (pm == NULL)
		return;
	dt_perfmap_clear(pm);
	free(pm->pm_path);
	free(pm);
}
