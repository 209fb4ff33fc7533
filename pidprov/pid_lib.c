/*
 * pid_lib.c -- find the file of a library a process has not loaded yet.
 *
 * With -Z, pid$target:libplug.so:f:entry may name a library the process
 * will dlopen() later.  A uprobe is placed by file and offset, and the
 * kernel puts it into every later mapping of that file by a process it is
 * filtered to, so the probe can be attached before the library is loaded
 * and fires from the first call on -- as DTrace's do, which it places
 * when the dynamic linker reports the new object.  What is needed is the
 * file the dynamic linker will load for that name, looked up the way it
 * looks (ld.so(8)), in the process's view of the file system:
 *
 *	a name with '/'		that path
 *	otherwise		the directories of LD_LIBRARY_PATH (from
 *				/proc/PID/environ), the executable's
 *				DT_RUNPATH (or DT_RPATH without one, $ORIGIN
 *				expanded), /etc/ld.so.conf's and its
 *				includes', then the default directories
 *
 * In each directory a file named exactly so is taken, then one whose name
 * is the name followed by '.' ("libplug" finds libplug.so, as the module
 * field matches a loaded libplug.so); only ELF shared objects count.  A
 * library dlopen()ed by a path outside these directories is found only if
 * the description names that path.
 */
#define _GNU_SOURCE		/* strchrnul */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <glob.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <gelf.h>

#include "pid_impl.h"

#define PID_LIB_MAXDIRS	256

#if defined(__x86_64__)
#define PID_MULTIARCH	"x86_64-linux-gnu"
#elif defined(__aarch64__)
#define PID_MULTIARCH	"aarch64-linux-gnu"
#else
#define PID_MULTIARCH	""
#endif

typedef struct pid_libsearch {
	pid_t ls_pid;
	const char *ls_name;
	char *ls_dirs[PID_LIB_MAXDIRS];
	int ls_ndirs;
} pid_libsearch_t;

/* Add each directory of a ':'-separated list; $ORIGIN becomes origin. */
static void
pid_lib_adddirs(pid_libsearch_t *ls, const char *list, const char *origin)
{
	while (*list != '\0' && ls->ls_ndirs < PID_LIB_MAXDIRS) {
		const char *end = strchrnul(list, ':');
		size_t n = (size_t)(end - list);
		char *dir;

		size_t o = origin == NULL ? 0 :
		    strncmp(list, "$ORIGIN", 7) == 0 ? 7 :
		    strncmp(list, "${ORIGIN}", 9) == 0 ? 9 : 0;

		if (n == 0 || n < o)
			dir = NULL;
		else if (o > 0 && asprintf(&dir, "%s%.*s", origin,
		    (int)(n - o), list + o) < 0)
			dir = NULL;
		else if (o == 0)
			dir = strndup(list, n);
		if (dir != NULL)
			ls->ls_dirs[ls->ls_ndirs++] = dir;
		list = *end == ':' ? end + 1 : end;
	}
}

/* LD_LIBRARY_PATH of the process, from its initial environment. */
static void
pid_lib_envdirs(pid_libsearch_t *ls)
{
	char path[64], buf[65536];
	ssize_t n;
	int fd;

	snprintf(path, sizeof(path), "/proc/%d/environ", (int)ls->ls_pid);
	if ((fd = open(path, O_RDONLY | O_CLOEXEC)) < 0)
		return;
	n = read(fd, buf, sizeof(buf) - 1);
	close(fd);
	if (n <= 0)
		return;
	buf[n] = '\0';
	for (char *s = buf; s < buf + n; s += strlen(s) + 1)
		if (strncmp(s, "LD_LIBRARY_PATH=", 16) == 0)
			pid_lib_adddirs(ls, s + 16, NULL);
}

/* The executable's DT_RUNPATH, or DT_RPATH if it has no DT_RUNPATH. */
static void
pid_lib_rundirs(pid_libsearch_t *ls)
{
	char exe[64], origin[4096], *rpath = NULL, *runpath = NULL, *s;
	Elf_Scn *scn = NULL;
	ssize_t n;
	Elf *elf;
	int fd;

	snprintf(exe, sizeof(exe), "/proc/%d/exe", (int)ls->ls_pid);
	if ((n = readlink(exe, origin, sizeof(origin) - 1)) <= 0)
		return;
	origin[n] = '\0';
	if ((s = strrchr(origin, '/')) == NULL)
		return;
	*s = '\0';			/* $ORIGIN: the executable's directory */
	if ((fd = open(exe, O_RDONLY | O_CLOEXEC)) < 0)
		return;
	(void)elf_version(EV_CURRENT);
	elf = elf_begin(fd, ELF_C_READ_MMAP, NULL);
	while (elf != NULL && (scn = elf_nextscn(elf, scn)) != NULL) {
		GElf_Shdr sh;
		Elf_Data *d;
		GElf_Dyn dyn;

		if (gelf_getshdr(scn, &sh) == NULL ||
		    sh.sh_type != SHT_DYNAMIC ||
		    (d = elf_getdata(scn, NULL)) == NULL)
			continue;
		for (int i = 0; gelf_getdyn(d, i, &dyn) != NULL; i++) {
			const char *str = elf_strptr(elf, sh.sh_link,
			    dyn.d_un.d_val);
			char **to = dyn.d_tag == DT_RUNPATH ? &runpath :
			    dyn.d_tag == DT_RPATH ? &rpath : NULL;

			if (str != NULL && to != NULL && *to == NULL)
				*to = strdup(str);
		}
	}
	elf_end(elf);
	close(fd);
	if (runpath != NULL || rpath != NULL)
		pid_lib_adddirs(ls, runpath != NULL ? runpath : rpath, origin);
	free(runpath);
	free(rpath);
}

/* The directories of an ld.so.conf file and of the files it includes. */
static void
pid_lib_confdirs(pid_libsearch_t *ls, const char *conf, int depth)
{
	char line[4096], path[4200], root[64];
	size_t rootlen;
	FILE *f;

	rootlen = (size_t)snprintf(root, sizeof(root), "/proc/%d/root",
	    (int)ls->ls_pid);
	snprintf(path, sizeof(path), "%s%s", root, conf);
	if (depth > 4 || (f = fopen(path, "re")) == NULL)
		return;
	while (fgets(line, sizeof(line), f) != NULL) {
		char *s = line + strspn(line, " \t");
		size_t n;
		glob_t g;

		s[strcspn(s, "#\r\n")] = '\0';
		for (n = strlen(s); n > 0 && strchr(" \t", s[n - 1]); n--)
			s[n - 1] = '\0';
		if (strncmp(s, "include", 7) != 0 || (s[7] != ' ' &&
		    s[7] != '\t')) {
			if (s[0] == '/')
				pid_lib_adddirs(ls, s, NULL);
			continue;
		}
		s += 7 + strspn(s + 7, " \t");
		snprintf(path, sizeof(path), "%s%s%s", root,
		    s[0] == '/' ? "" : "/etc/", s);
		if (glob(path, 0, NULL, &g) != 0)
			continue;
		for (size_t i = 0; i < g.gl_pathc; i++)
			pid_lib_confdirs(ls, g.gl_pathv[i] + rootlen, depth + 1);
		globfree(&g);
	}
	fclose(f);
}

/* Is path (in the process's root) an ELF shared object? */
static bool
pid_lib_is_dso(const char *path)
{
	unsigned char e[18];
	int fd = open(path, O_RDONLY | O_CLOEXEC);
	ssize_t n;

	if (fd < 0)
		return false;
	n = read(fd, e, sizeof(e));
	close(fd);
	return n == (ssize_t)sizeof(e) && memcmp(e, ELFMAG, SELFMAG) == 0 &&
	    (e[EI_DATA] == ELFDATA2LSB ? e[16] | e[17] << 8 :
	    e[16] << 8 | e[17]) == ET_DYN;
}

/* In directory dir: the file named name, else one named "name.*". */
static char *
pid_lib_indir(const pid_libsearch_t *ls, const char *dir)
{
	char root[4200], *path = NULL, *best = NULL;
	size_t n = strlen(ls->ls_name);
	struct dirent *de;
	DIR *d;

	snprintf(root, sizeof(root), "/proc/%d/root%s/%s", (int)ls->ls_pid,
	    dir, ls->ls_name);
	if (pid_lib_is_dso(root))
		return strdup(root);
	snprintf(root, sizeof(root), "/proc/%d/root%s", (int)ls->ls_pid, dir);
	if ((d = opendir(root)) == NULL)
		return NULL;
	while ((de = readdir(d)) != NULL) {
		if (strncmp(de->d_name, ls->ls_name, n) != 0 ||
		    de->d_name[n] != '.' ||
		    (best != NULL && strcmp(de->d_name, best) >= 0))
			continue;
		free(path);
		if (asprintf(&path, "%s/%s", root, de->d_name) < 0) {
			path = NULL;
			continue;
		}
		if (!pid_lib_is_dso(path))
			continue;
		free(best);
		best = strdup(de->d_name);
	}
	closedir(d);
	free(path);
	path = NULL;
	if (best != NULL && asprintf(&path, "%s/%s", root, best) < 0)
		path = NULL;
	free(best);
	return path;
}

int
pid_lib_find(pid_t pid, const char *name, char **pathp)
{
	static const char *const defaults[] = { "/lib/" PID_MULTIARCH,
	    "/usr/lib/" PID_MULTIARCH, "/lib64", "/usr/lib64", "/lib",
	    "/usr/lib" };
	pid_libsearch_t ls = { .ls_pid = pid, .ls_name = name };
	char *path = NULL;

	*pathp = NULL;
	if (name[0] == '\0')
		return -ENOENT;
	if (strchr(name, '/') != NULL) {
		if (name[0] == '/' && asprintf(&path, "/proc/%d/root%s",
		    (int)pid, name) >= 0 && pid_lib_is_dso(path))
			return *pathp = path, 0;
		free(path);
		return -ENOENT;
	}
	pid_lib_envdirs(&ls);
	pid_lib_rundirs(&ls);
	pid_lib_confdirs(&ls, "/etc/ld.so.conf", 0);
	for (size_t i = 0; i < sizeof(defaults) / sizeof(*defaults); i++)
		pid_lib_adddirs(&ls, defaults[i], NULL);
	for (int i = 0; i < ls.ls_ndirs && path == NULL; i++)
		path = pid_lib_indir(&ls, ls.ls_dirs[i]);
	for (int i = 0; i < ls.ls_ndirs; i++)
		free(ls.ls_dirs[i]);
	*pathp = path;
	return path != NULL ? 0 : -ENOENT;
}
