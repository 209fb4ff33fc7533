/*
 * pid-symbols.c -- how long pidprov takes for what enabling
 * pid$target:libc.so.6::entry needs, run by bench/pid-symbols.
 *
 *	pid-symbols [-n ROUNDS] [OBJECT]
 *
 * OBJECT defaults to the libc.so.6 this program runs with.  For each of
 * ROUNDS (default 20) rounds it reads OBJECT's symbols from nothing (the
 * cache is empty again once the last reference goes), enumerates every
 * function as pid_obj_match(obj, "*") does for the provider, and looks
 * up a name and an address per function; the median round is printed.
 * Then, once, the instruction boundaries of every function (Capstone),
 * and the module list of this process.  Times are wall-clock, in ms.
 */
#define _GNU_SOURCE
#include <link.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "pid.h"

static double
now_ms(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

static int
cmp_double(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;

	return x < y ? -1 : x > y;
}

static int
count(const pid_sym_t *sym, void *arg)
{
	(*(size_t *)arg)++;
	return 0;
}

/* The path of the libc this program runs with. */
static int
find_libc(struct dl_phdr_info *info, size_t size, void *arg)
{
	if (strstr(info->dlpi_name, "/libc.so") != NULL) {
		snprintf(arg, 4096, "%s", info->dlpi_name);
		return 1;
	}
	return 0;
}

static double
median(double *v, int n)
{
	qsort(v, n, sizeof(*v), cmp_double);
	return v[n / 2];
}

static void
bench_symbols(const char *path, int rounds)
{
	double *load = calloc(rounds, sizeof(double));
	double *all = calloc(rounds, sizeof(double));
	double *look = calloc(rounds, sizeof(double));
	size_t n = 0, nfunc = 0, i;
	pid_obj_t *obj;
	const pid_sym_t *s;
	int r;

	for (r = 0; r < rounds; r++) {
		double t0 = now_ms(), t1, t2;

		if (pid_obj_open(path, &obj) != 0) {
			fprintf(stderr, "%s\n", pid_errmsg());
			exit(1);
		}
		t1 = now_ms();
		nfunc = 0;
		pid_obj_match(obj, "*", count, &nfunc);
		t2 = now_ms();
		s = pid_obj_syms(obj, &n);
		for (i = 0; i < n; i++) {
			uint64_t off;

			if (pid_obj_lookup(obj, s[i].ps_name) == NULL ||
			    (s[i].ps_size && pid_obj_addr(obj, s[i].ps_vaddr,
			    &off) == NULL)) {
				fprintf(stderr, "lookup of %s failed\n",
				    s[i].ps_name);
				exit(1);
			}
		}
		look[r] = now_ms() - t2;
		load[r] = t1 - t0;
		all[r] = t2 - t1;
		if (r == 0)
			printf("%s: %zu symbols, %zu probe-able functions; "
			    "debuginfo %s\n", path, n, nfunc,
			    pid_obj_debugfile(obj) ? pid_obj_debugfile(obj) :
			    "none");
		pid_obj_rele(obj);
	}
	printf("read symbols (median of %d)      %8.2f ms\n", rounds,
	    median(load, rounds));
	printf("enumerate all (\"*\")              %8.2f ms\n",
	    median(all, rounds));
	printf("%zu name + %zu address lookups  %8.2f ms\n", n, n,
	    median(look, rounds));
	free(load);
	free(all);
	free(look);
}

static void
bench_insns(const char *path)
{
	size_t n, i, nf = 0, ni = 0, npart = 0, nclamp = 0, nfail = 0;
	pid_obj_t *obj;
	const pid_sym_t *s;
	double t0;

	if (pid_obj_open(path, &obj) != 0) {
		fprintf(stderr, "%s\n", pid_errmsg());
		exit(1);
	}
	s = pid_obj_syms(obj, &n);
	t0 = now_ms();
	for (i = 0; i < n; i++) {
		pid_insns_t *ins;

		if ((s[i].ps_flags & PID_SYM_ALIAS) || s[i].ps_size == 0)
			continue;
		nf++;
		if (pid_obj_insns(obj, &s[i], &ins) != 0) {
			nfail++;
			continue;
		}
		ni += ins->pi_n;
		npart += (ins->pi_flags & PID_INSN_PARTIAL) != 0;
		nclamp += (ins->pi_flags & PID_INSN_CLAMPED) != 0;
		pid_insns_free(ins);
	}
	printf("instruction boundaries of %zu functions (%zu instructions) "
	    "%8.2f ms\n", nf, ni, now_ms() - t0);
	printf("  stopped early (undecodable): %zu, clamped: %zu, failed: "
	    "%zu\n", npart, nclamp, nfail);
	pid_obj_rele(obj);
}

static void
bench_modules(void)
{
	pid_modlist_t *l;
	double t0 = now_ms();

	if (pid_proc_modules(getpid(), &l) != 0) {
		fprintf(stderr, "%s\n", pid_errmsg());
		exit(1);
	}
	printf("modules of this process (%zu, symbols read)   %8.2f ms\n",
	    l->pl_nmods, now_ms() - t0);
	pid_modlist_free(l);
}

int
main(int argc, char **argv)
{
	char libc[4096] = "";
	int rounds = 20, opt;

	while ((opt = getopt(argc, argv, "n:")) != -1) {
		if (opt != 'n' || (rounds = atoi(optarg)) < 1) {
			fprintf(stderr, "usage: pid-symbols [-n ROUNDS] "
			    "[OBJECT]\n");
			return 2;
		}
	}
	if (optind < argc)
		snprintf(libc, sizeof(libc), "%s", argv[optind]);
	else
		dl_iterate_phdr(find_libc, libc);
	if (libc[0] == '\0') {
		fprintf(stderr, "pid-symbols: no libc found\n");
		return 1;
	}
	bench_symbols(libc, rounds);
	bench_insns(libc);
	bench_modules();
	return 0;
}
