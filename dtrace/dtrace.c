/*
 * dtrace.c -- the dtrace command: options, messages and exit codes, over
 * libdtrace.
 *
 * Like DTrace it reads the whole command line first (options may come in
 * any order and accumulate: several -n, -s, -x), then compiles each probe
 * text or script in command-line order into one program, then lists (-l),
 * prints code (-S), stops (-e), or traces until exit(), END of input, or a
 * signal.  Exit status: 0 success (or exit()'s argument), 1 failure to
 * compile or run, 2 invalid usage.
 */
#include <errno.h>
#include <fcntl.h>
#include <libgen.h>
#include <inttypes.h>
#include <signal.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/wait.h>

#include <dtrace.h>

#include "config.h"		/* PACKAGE_NAME, PACKAGE_VERSION */
#include "dtrace/dt_version.h"	/* DT_GIT_VERSION */

#define E_SUCCESS	0
#define E_ERROR		1
#define E_USAGE		2

typedef struct dt_cmd {
	dtrace_probespec_t spec;	/* DTRACE_PROBESPEC_NONE: a script */
	const char *arg;		/* text, or script path */
	char *text;			/* script contents */
	int matched;			/* probes its clauses matched */
	dtrace_attribute_t descattr, stmtattr;	/* for -v */
} dt_cmd_t;

static const char *g_pname = "dtrace";
static dt_cmd_t *g_cmds;
static int g_ncmds;
static volatile sig_atomic_t g_intr;

static const char g_usage[] =
"Usage: %s [-32|-64] [-CeFGhHlqSvVwZ] [-b bufsz] [-c cmd] [-D name[=def]]\n"
"\t[-I path] [-L path] [-o output] [-p pid] [-s script] [-U name]\n"
"\t[-x opt[=val]] [-X a|c|s|t]\n\n"
"\t[-P provider [[ predicate ] action ]]\n"
"\t[-m [ provider: ] module [[ predicate ] action ]]\n"
"\t[-f [[ provider: ] module: ] func [[ predicate ] action ]]\n"
"\t[-n [[[ provider: ] module: ] func: ] name [[ predicate ] action ]]\n"
"\t[-i probe-id [[ predicate ] action ]] [ args ... ]\n\n"
"\tpredicate -> '/' D-expression '/'\n"
"\t   action -> '{' D-statements '}'\n\n"
"\t-32 generate 32-bit D programs and ELF files\n"
"\t-64 generate 64-bit D programs and ELF files\n\n"
"\t-b  set trace buffer size\n"
"\t-c  run specified command and exit upon its completion\n"
"\t-C  run cpp(1) preprocessor on script files\n"
"\t-D  define symbol when invoking preprocessor\n"
"\t-e  exit after compiling request but prior to enabling probes\n"
"\t-f  enable or list probes matching the specified function name\n"
"\t-F  coalesce trace output by function\n"
"\t-G  generate an ELF file containing embedded dtrace program\n"
"\t-h  generate a header file with definitions for static probes\n"
"\t-H  print included files when invoking preprocessor\n"
"\t-i  enable or list probes matching the specified probe id\n"
"\t-I  add include directory to preprocessor search path\n"
"\t-l  list probes matching specified criteria\n"
"\t-L  add library directory to library search path\n"
"\t-m  enable or list probes matching the specified module name\n"
"\t-n  enable or list probes matching the specified probe name\n"
"\t-o  set output file\n"
"\t-p  grab specified process-ID and cache its symbol tables\n"
"\t-P  enable or list probes matching the specified provider name\n"
"\t-q  set quiet mode (only output explicitly traced data)\n"
"\t-s  enable or list probes according to the specified D script\n"
"\t-S  print D compiler intermediate code\n"
"\t-U  undefine symbol when invoking preprocessor\n"
"\t-v  set verbose mode (report stability attributes, arguments)\n"
"\t-V  report DTrace API version\n"
"\t-w  permit destructive actions\n"
"\t-x  enable or modify compiler and tracing options\n"
"\t-X  specify ISO C conformance settings for preprocessor\n"
"\t-Z  permit probe descriptions that match zero probes\n";

static int
usage(void)
{
	fprintf(stderr, g_usage, g_pname);
	return E_USAGE;
}

static void
warnx(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

static void
warnx(const char *fmt, ...)
{
	va_list ap;

	fflush(stdout);
	fprintf(stderr, "%s: ", g_pname);
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fputc('\n', stderr);
}

static void
add_cmd(dtrace_probespec_t spec, const char *arg)
{
	g_cmds = realloc(g_cmds, (size_t)(g_ncmds + 1) * sizeof(*g_cmds));
	if (g_cmds == NULL)
		abort();
	g_cmds[g_ncmds].spec = spec;
	g_cmds[g_ncmds].arg = arg;
	g_cmds[g_ncmds].text = NULL;
	g_ncmds++;
}

static char *
read_stream(FILE *fp)
{
	size_t len = 0, cap = 4096, n;
	char *buf = malloc(cap);

	if (buf == NULL)
		abort();
	while ((n = fread(buf + len, 1, cap - len - 1, fp)) > 0) {
		len += n;
		if (cap - len - 1 == 0) {
			cap *= 2;
			if ((buf = realloc(buf, cap)) == NULL)
				abort();
		}
	}
	buf[len] = '\0';
	return buf;
}

/*
 * An interpreter line (#!/usr/sbin/dtrace -Cs) would be an invalid
 * directive to cpp: as DTrace does, cpp's input starts at the newline
 * that ends it, so the line numbers stay the script's.
 */
static const char *
skip_interp_line(const char *text)
{
	const char *nl;

	if (text[0] != '#' || text[1] != '!')
		return text;
	nl = strchr(text, '\n');
	return nl != NULL ? nl : text + strlen(text);
}

/* A child that writes text to fd and exits (cpp reads the other end). */
static pid_t
feed_text(int fd, int other, const char *text)
{
	pid_t pid = fork();

	if (pid == 0) {
		size_t len = strlen(text);

		close(other);
		while (len > 0) {
			ssize_t n = write(fd, text, len);

			if (n <= 0)
				_exit(1);	/* cpp stopped reading */
			text += n;
			len -= (size_t)n;
		}
		_exit(0);
	}
	return pid;
}

/* cpp's arguments, with -iquote DIR (the script's) before the input */
static char **
cpp_argv_for(dtrace_hdl_t *dtp, const char *path, char **dirp)
{
	char **argv = dtrace_cpp_argv(dtp, "/dev/stdin"), **av;
	int n = 0;

	*dirp = NULL;
	if (strcmp(path, "-") == 0 || (*dirp = strdup(path)) == NULL)
		return argv;
	while (argv[n] != NULL)
		n++;
	if ((av = calloc(n + 3, sizeof(char *))) == NULL)
		abort();
	memcpy(av, argv, (n - 1) * sizeof(char *));
	av[n - 1] = "-iquote";
	av[n] = dirname(*dirp);
	av[n + 1] = argv[n - 1];	/* /dev/stdin */
	free(argv);
	return av;
}

/*
 * -C: run the script through cpp(1), as DTrace does, exec'd directly (no
 * shell), with the arguments libdtrace keeps for the -D, -U, -I, -H and
 * -X options and their -x forms.  The script reaches cpp through a pipe
 * on its standard input, named /dev/stdin as DTrace names it, so that
 * cpp's own messages read as DTrace's ("/dev/stdin:16: error:
 * unterminated #if"); an interpreter line is left out.  As cpp does not
 * know where the script is, its directory is given for #include "file"
 * (-iquote), which a file beside the script needs.  Its line markers say
 * which script line each line is (dt_parse_control).  If it fails, *why
 * is DTrace's message for how.
 */
static char *
read_script_cpp(dtrace_hdl_t *dtp, const char *path, const char *script,
    const char **why)
{
	int in[2], out[2], status = 0;
	char *dir, **argv = cpp_argv_for(dtp, path, &dir);
	char *text;
	pid_t pid, feeder;
	FILE *fp;

	if (pipe(in) != 0 || pipe(out) != 0)
		abort();
	if ((pid = fork()) == 0) {
		dup2(in[0], 0);
		dup2(out[1], 1);
		close(in[0]);
		close(in[1]);
		close(out[0]);
		close(out[1]);
		execvp(argv[0], argv);
		_exit(errno == ENOENT ? 127 : 126);
	}
	free(argv);
	free(dir);
	close(in[0]);
	close(out[1]);
	feeder = feed_text(in[1], out[0], skip_interp_line(script));
	close(in[1]);
	fp = fdopen(out[0], "r");
	text = read_stream(fp);
	fclose(fp);
	waitpid(feeder, NULL, 0);
	if (waitpid(pid, &status, 0) < 0 || !WIFEXITED(status) ||
	    WEXITSTATUS(status) != 0) {
		*why = WIFEXITED(status) && WEXITSTATUS(status) == 127 ?
		    "Preprocessor not found" : WIFEXITED(status) &&
		    WEXITSTATUS(status) == 126 ? "Failed to exec preprocessor" :
		    "Preprocessor failed to process input program";
		free(text);
		return NULL;
	}
	return text;
}

/* The script at path; NULL with errno, or with *why if cpp failed. */
static char *
read_script(dtrace_hdl_t *dtp, const char *path, bool cpp, const char **why)
{
	FILE *fp;
	char *text;

	*why = NULL;
	if (strcmp(path, "-") != 0) {
		if ((fp = fopen(path, "r")) == NULL)
			return NULL;
		fclose(fp);
	}
	if (strcmp(path, "-") == 0) {
		text = read_stream(stdin);
	} else {
		fp = fopen(path, "r");
		text = read_stream(fp);
		fclose(fp);
	}
	if (cpp) {
		char *pre = read_script_cpp(dtp, path, text, why);

		free(text);
		return pre;
	}
	return text;
}

/* The -c commands started, for a second signal to kill them: at a
   normal end dtrace_close() does, but _exit() skips it. */
static pid_t *g_created;
static volatile sig_atomic_t g_ncreated;

static void
on_signal(int sig)
{
	(void)sig;
	if (g_intr) {		/* a second signal: leave at once */
		for (int i = 0; i < g_ncreated; i++)
			kill(g_created[i], SIGKILL);
		_exit(E_ERROR);
	}
	g_intr = 1;
}

/* Catch sig unless it was inherited ignored (nohup, a background job of
   a shell without job control): DTrace leaves SIG_IGN alone. */
static void
catch_signal(int sig)
{
	struct sigaction sa, old;

	if (sigaction(sig, NULL, &old) == 0 && old.sa_handler == SIG_IGN)
		return;
	memset(&sa, 0, sizeof(sa));
	sa.sa_handler = on_signal;
	sigaction(sig, &sa, NULL);
}

/* Compile every -n/-P/-m/-f/-s in order; return the probes matched. */
static int
compile_all(dtrace_hdl_t *dtp, bool cpp)
{
	int i, n, total = 0;

	for (i = 0; i < g_ncmds; i++) {
		dt_cmd_t *c = &g_cmds[i];

		if (c->spec == DTRACE_PROBESPEC_NONE) {
			const char *why;

			if ((c->text = read_script(dtp, c->arg, cpp,
			    &why)) == NULL) {
				if (why != NULL)
					warnx("failed to compile script %s: %s",
					    c->arg, why);
				else
					warnx("failed to open %s: %s", c->arg,
					    strerror(errno ? errno : ENOENT));
				return -1;
			}
			n = dtrace_compile(dtp, c->text, c->spec, c->arg);
			if (n < 0) {
				warnx("failed to compile script %s: %s", c->arg,
				    dtrace_errmsg(dtp));
				return -1;
			}
		} else {
			n = dtrace_compile(dtp, c->arg, c->spec, NULL);
			if (n < 0) {
				warnx("invalid probe specifier %s: %s", c->arg,
				    dtrace_errmsg(dtp));
				return -1;
			}
		}
		c->matched = n;
		dtrace_compile_attr(dtp, &c->descattr, &c->stmtattr);
		total += n;
	}
	return total;
}

/* A description is named up to its clause body or predicate, as DTrace
   names it ("dtrace: description 'BEGIN ' matched 1 probe"). */
static int
cmd_namelen(const dt_cmd_t *c)
{
	return (int)(c->spec == DTRACE_PROBESPEC_NONE ? strlen(c->arg) :
	    strcspn(c->arg, "{/;"));
}

static void
report_matches(const dt_cmd_t *c, int n)
{
	warnx("%s '%.*s' matched %d probe%s", c->spec ==
	    DTRACE_PROBESPEC_NONE ? "script" : "description", cmd_namelen(c),
	    c->arg, n, n == 1 ? "" : "s");
}

static void
print_attr(FILE *out, const char *what, const dtrace_attribute_t *a)
{
	fprintf(out, "\n\t%s\n", what);
	fprintf(out, "\t\tIdentifier Names: %s\n",
	    dtrace_stability_name(a->dtat_name));
	fprintf(out, "\t\tData Semantics:   %s\n",
	    dtrace_stability_name(a->dtat_data));
	fprintf(out, "\t\tDependency Class: %s\n",
	    dtrace_class_name(a->dtat_class));
}

/* "dtrace: script 'x.d' matched 2 probes", one line a command, unless -q;
   with -v, each command's stability attributes on the output */
static void
report_all_matches(dtrace_hdl_t *dtp, FILE *out)
{
	int64_t quiet = 0, verbose = 0;
	int i;

	dtrace_getopt(dtp, "quiet", &quiet);
	dtrace_getopt(dtp, "verbose", &verbose);
	for (i = 0; i < g_ncmds; i++) {
		const dt_cmd_t *c = &g_cmds[i];

		if (!quiet)
			report_matches(c, c->matched);
		if (!verbose)
			continue;
		fprintf(out, "\nStability attributes for %s %.*s:\n",
		    c->spec == DTRACE_PROBESPEC_NONE ? "script" :
		    "description", cmd_namelen(c), c->arg);
		print_attr(out, "Minimum Probe Description Attributes",
		    &c->descattr);
		print_attr(out, "Minimum Statement Attributes", &c->stmtattr);
		fputc('\n', out);
	}
}

/* -c and -p, in command-line order; started or grabbed before compiling,
   so that $target is known to the scripts. */
static struct { int opt; const char *arg; } *g_targets;
static int g_ntargets;

static void
add_target(int opt, const char *arg)
{
	g_targets = realloc(g_targets, (size_t)(g_ntargets + 1) *
	    sizeof(*g_targets));
	if (g_targets == NULL) {
		warnx("failed to allocate memory");
		exit(E_ERROR);
	}
	g_targets[g_ntargets].opt = opt;
	g_targets[g_ntargets++].arg = arg;
}

/* -c's command: words split on blanks, as DTrace does (no quoting). */
static int
create_target(dtrace_hdl_t *dtp, const char *cmd)
{
	char *copy = strdup(cmd), *w, *save = NULL;
	char **argv = calloc(strlen(cmd) / 2 + 2, sizeof(char *));
	int n = 0, rc;

	if (copy == NULL || argv == NULL) {
		warnx("failed to allocate memory");
		exit(E_ERROR);
	}
	for (w = strtok_r(copy, " \t", &save); w != NULL;
	    w = strtok_r(NULL, " \t", &save))
		argv[n++] = w;
	rc = n == 0 ? -1 : dtrace_proc_create(dtp, argv);
	if (rc > 0) {
		pid_t *c = realloc(g_created, (size_t)(g_ncreated + 1) *
		    sizeof(*c));

		if (c == NULL) {
			warnx("failed to allocate memory");
			exit(E_ERROR);
		}
		g_created = c;
		g_created[g_ncreated] = rc;
		g_ncreated = g_ncreated + 1;
	}
	if (n == 0)
		warnx("failed to execute %s: %s", cmd, strerror(ENOENT));
	else if (rc < 0)
		warnx("%s", dtrace_errmsg(dtp));
	free(argv);
	free(copy);
	return rc < 0 ? -1 : 0;
}

static int
start_targets(dtrace_hdl_t *dtp)
{
	for (int i = 0; i < g_ntargets; i++) {
		const char *arg = g_targets[i].arg;
		char *end;
		long pid;

		if (g_targets[i].opt == 'c') {
			if (create_target(dtp, arg) != 0)
				return -1;
			continue;
		}
		errno = 0;
		pid = strtol(arg, &end, 10);
		if (errno != 0 || end == arg || *end != '\0' || pid <= 0 ||
		    pid > INT32_MAX) {
			warnx("invalid pid: %s", arg);
			return -1;
		}
		if (dtrace_proc_grab(dtp, (pid_t)pid) != 0) {
			warnx("%s", dtrace_errmsg(dtp));
			return -1;
		}
	}
	return 0;
}

/* the sizes bufresize=auto may lower, with the names DTrace reports */
static const struct { const char *name, *opt; } g_bufs[] = {
	{ "buffer size", "bufsize" },
	{ "aggregation size", "aggsize" },
	{ "speculation size", "specsize" },
	{ "dynamic variable size", "dynvarsize" },
};
#define NBUFS	(sizeof(g_bufs) / sizeof(g_bufs[0]))

/* 4m, or 1000 bytes when no unit divides it, as DTrace prints sizes */
static void
report_lowered(const char *name, int64_t size)
{
	int unit = 0, shift = 10;

	for (; ((int64_t)1 << shift) <= size && shift < 60; unit++)
		shift += 10;
	if ((size & (((int64_t)1 << (shift - 10)) - 1)) == 0)
		warnx("%s lowered to %lld%c", name,
		    (long long)(size >> (shift - 10)), " kmgtpe"[unit]);
	else
		warnx("%s lowered to %lld bytes", name, (long long)size);
}

/* After a listing: how many of the probes listed this kernel cannot
   enable, said once on stderr after them (the listing keeps DTrace's
   form); -l -v says why of each instead. */
static int
list_done(dtrace_hdl_t *dtp, int status)
{
	const char *warning = dtrace_warning(dtp);

	fflush(stdout);
	if (warning != NULL)
		warnx("%s", warning);
	return status;
}

/* -l: a description that matched nothing is said, and is no failure */
static void
list_nomatch(const char *desc, const char *why, void *arg)
{
	(void)arg;
	warnx("failed to match %s: No probe matches description%s", desc,
	    why);
}

/* dtrace_go() under bufresize=auto may have lowered some sizes: say so */
static void
report_resized(dtrace_hdl_t *dtp, const int64_t *before)
{
	size_t i;
	int64_t now;

	for (i = 0; i < NBUFS; i++)
		if (before[i] > 0 && dtrace_getopt(dtp, g_bufs[i].opt,
		    &now) == 0 && now > 0 && now < before[i] - 8)
			report_lowered(g_bufs[i].name, now);
}

/*
 * A step over many probes that takes long (disabling 2,300 tracepoints
 * takes two minutes: the kernel waits a grace period for each): one line
 * on a terminal, rewritten in place and cleared at the end.  Not on a
 * file or a pipe, whose readers expect DTrace's output alone.
 */
static void
on_progress(const char *what, uint64_t done, uint64_t total, void *arg)
{
	(void)arg;
	if (!isatty(STDERR_FILENO))
		return;
	if (done < total)
		fprintf(stderr, "\rdtrace: %s probes: %" PRIu64 "%% done", what,
		    100 * done / total);
	else
		fputs("\r\033[K", stderr);
	fflush(stderr);
}

/*
 * The library's errors, drops and warnings while tracing: the command is
 * the one place that prints them, on stderr, as DTrace's does.
 */
static void
on_message(const char *msg, void *arg)
{
	(void)arg;
	fprintf(stderr, "%s\n", msg);
}

/* As DTrace, once tracing has started: a reminder of -w, unless -q. */
static void
notice_destructive(dtrace_hdl_t *dtp)
{
	int64_t destructive = 0, quiet = 0;

	dtrace_getopt(dtp, "destructive", &destructive);
	dtrace_getopt(dtp, "quiet", &quiet);
	if (destructive && !quiet)
		warnx("allowing destructive actions");
}

static int
trace(dtrace_hdl_t *dtp, FILE *out)
{
	int64_t before[NBUFS], oformat = 0;
	const char *warning;
	size_t i;
	int rc = E_SUCCESS;

	catch_signal(SIGINT);
	catch_signal(SIGTERM);
	catch_signal(SIGHUP);
	catch_signal(SIGPIPE);

	/* a target's end is not reported: Oracle's dtrace prints nothing
	   (illumos's said "pid N has exited"); docs/compat.md */
	dtrace_handle_progress(dtp, on_progress, NULL);
	for (i = 0; i < NBUFS; i++)
		if (dtrace_getopt(dtp, g_bufs[i].opt, &before[i]) != 0)
			before[i] = 0;
	if (dtrace_go(dtp, out) != 0) {
		warnx("%s", dtrace_errmsg(dtp));
		return E_ERROR;
	}
	if ((warning = dtrace_warning(dtp)) != NULL)
		warnx("%s", warning);
	report_resized(dtp, before);
	notice_destructive(dtp);
	dtrace_proc_continue(dtp);
	while (!g_intr) {
		dtrace_workstatus_t ws = dtrace_work(dtp, 100);

		if (ws == DTRACE_WORKSTATUS_DONE)
			break;
		if (ws == DTRACE_WORKSTATUS_ERROR) {
			warnx("%s", dtrace_errmsg(dtp));
			rc = E_ERROR;
			break;
		}
	}
	if (dtrace_stop(dtp) != 0) {
		warnx("%s", dtrace_errmsg(dtp));
		rc = E_ERROR;
	}
	/* the blank line before the aggregations; JSON lines have none */
	if (dtrace_getopt(dtp, "oformat", &oformat) != 0 || oformat == 0)
		fputc('\n', out);
	if (rc == E_SUCCESS)
		dtrace_aggregate_print(dtp, out);
	fflush(out);
	return rc != E_SUCCESS ? rc : dtrace_exit_status(dtp);
}

typedef struct dt_args {
	bool list, exec_only, print_bpf, cpp, version;
	bool ids;			/* -i: descriptions name probe IDs */
	int mode;			/* 'h', 'G', 'l', 'V' or 0 */
	int nmodes;			/* how many of -GhlV were given */
	int model;			/* -32, -64, or 0 */
	const char *ofile;
	char **operands;		/* [0] is $0; then the operands */
	int noperands;
} dt_args_t;

/* ---- -h and -G ----------------------------------------------------------- */

/* script.d -> script<ext> in the current directory, as DTrace names it */
static char *
derived_name(const char *script, const char *ext)
{
	const char *base = strrchr(script, '/'), *dot;
	char *name;

	base = base != NULL ? base + 1 : script;
	dot = strrchr(base, '.');
	if (dot == NULL || strcmp(dot, ".d") != 0)
		return NULL;
	if ((name = malloc((size_t)(dot - base) + strlen(ext) + 1)) == NULL)
		abort();
	sprintf(name, "%.*s%s", (int)(dot - base), base, ext);
	return name;
}

/* -h: the header for the providers the scripts define */
static int
write_header(dtrace_hdl_t *dtp, const dt_args_t *a)
{
	char *derived = NULL;
	const char *ofile = a->ofile;
	FILE *fp;
	int rc = E_SUCCESS;

	if (ofile == NULL && g_ncmds > 1) {
		warnx("-h requires an output file if multiple scripts are "
		    "specified");
		return E_USAGE;
	}
	if (ofile == NULL && (g_cmds[0].spec != DTRACE_PROBESPEC_NONE ||
	    (ofile = derived = derived_name(g_cmds[0].arg, ".h")) == NULL)) {
		warnx("-h requires an output file if no scripts are specified");
		return E_USAGE;
	}
	if ((fp = fopen(ofile, "w")) == NULL) {
		warnx("failed to open header file '%s': %s", ofile,
		    strerror(errno));
		free(derived);
		return E_ERROR;
	}
	fprintf(fp, "/*\n * Generated by dtrace(1M).\n */\n\n");
	if (dtrace_program_header(dtp, fp, ofile) != 0) {
		warnx("failed to create header file %s: %s", ofile,
		    dtrace_errmsg(dtp));
		rc = E_ERROR;
	}
	if (fclose(fp) == EOF && rc == E_SUCCESS) {
		warnx("failed to create header file %s: %s", ofile,
		    strerror(errno));
		rc = E_ERROR;
	}
	free(derived);
	return rc;
}

/*
 * -G: an object for the objects given as operands.  With -o and one
 * script, or -o and several (all their providers in one object), the -o
 * file; otherwise one object a script, named as DTrace names it: x.d gives
 * x.o, else d.out (d.out.N with several scripts).  DTrace names the script
 * without its ".d" in messages then, and so do we.
 */
static int
link_objects(dtrace_hdl_t *dtp, const dt_args_t *a)
{
	char *const *objv = a->operands + 1;
	int objc = a->noperands - 1, i;

	if (a->ofile != NULL) {
		if (dtrace_program_link(dtp, -1, a->model, a->ofile, objc,
		    objv) == 0)
			return E_SUCCESS;
		warnx("failed to link %s %s: %s", g_cmds[0].spec ==
		    DTRACE_PROBESPEC_NONE ? "script" : "description",
		    g_cmds[0].arg, dtrace_errmsg(dtp));
		return E_ERROR;
	}
	for (i = 0; i < g_ncmds; i++) {
		bool script = g_cmds[i].spec == DTRACE_PROBESPEC_NONE;
		char *name = script ? derived_name(g_cmds[i].arg, ".o") : NULL;
		char *shown = name != NULL ? derived_name(g_cmds[i].arg, "") :
		    NULL, dout[32];
		int rc;

		snprintf(dout, sizeof(dout), g_ncmds > 1 ? "d.out.%d" :
		    "d.out", i);
		rc = dtrace_program_link(dtp, i, a->model, name != NULL ?
		    name : dout, objc, objv);
		if (rc != 0)
			warnx("failed to link %s %s: %s", script ? "script" :
			    "description", shown != NULL ? shown :
			    g_cmds[i].arg, dtrace_errmsg(dtp));
		free(name);
		free(shown);
		if (rc != 0)
			return E_ERROR;
	}
	return E_SUCCESS;
}

/*
 * A flag that sets an option (-q is quiet, -b 4m is bufsize=4m): on
 * failure DTrace's message ("failed to set -b 4x: ...") and status 1.
 */
static int
set_option(dtrace_hdl_t *dtp, int flag, const char *name, const char *val)
{
	if (dtrace_setopt(dtp, name, val) == 0)
		return 0;
	if (val != NULL)
		warnx("failed to set -%c %s: %s", flag, val,
		    dtrace_errmsg(dtp));
	else
		warnx("failed to set -%c: %s", flag, dtrace_errmsg(dtp));
	return E_ERROR;
}

/* -x name[=value]: DTrace names only the option when it fails */
static int
xopt(dtrace_hdl_t *dtp, char *arg)
{
	char *eq = strchr(arg, '=');

	if (eq != NULL)
		*eq++ = '\0';
	if (dtrace_setopt(dtp, arg, eq) == 0)
		return 0;
	warnx("failed to set -x %s: %s", arg, dtrace_errmsg(dtp));
	return E_ERROR;
}

/* One option of the command line; returns 0, or an exit status. */
static int
one_option(dtrace_hdl_t *dtp, int c, char *arg, dt_args_t *a)
{
	switch (c) {
	case 'n': add_cmd(DTRACE_PROBESPEC_NAME, arg); break;
	case 'P': add_cmd(DTRACE_PROBESPEC_PROVIDER, arg); break;
	case 'm': add_cmd(DTRACE_PROBESPEC_MOD, arg); break;
	case 'f': add_cmd(DTRACE_PROBESPEC_FUNC, arg); break;
	case 'i': add_cmd(DTRACE_PROBESPEC_NAME, arg); a->ids = true; break;
	case 's': add_cmd(DTRACE_PROBESPEC_NONE, arg); break;
	case 'l':	/* -l implies -Z */
		a->list = true;
		a->mode = c;
		a->nmodes++;
		return set_option(dtp, c, "zdefs", NULL);
	case 'h': case 'G':
		a->mode = c;
		a->nmodes++;
		/* -h and -G imply -Z */
		return set_option(dtp, c, "zdefs", NULL);
	case 'e': a->exec_only = true; break;
	case 'S': a->print_bpf = true; break;
	case 'C': a->cpp = true; break;
	case 'V': a->version = true; a->mode = c; a->nmodes++; break;
	case 'o': a->ofile = arg; break;
	case 'D': return set_option(dtp, c, "define", arg);
	case 'U': return set_option(dtp, c, "undef", arg);
	case 'I': return set_option(dtp, c, "incdir", arg);
	case 'H': return set_option(dtp, c, "cpphdrs", NULL);
	case 'L': return set_option(dtp, c, "libdir", arg);
	case 'X': return set_option(dtp, c, "stdc", arg);
	case 'q': return set_option(dtp, c, "quiet", NULL);
	case 'Z': return set_option(dtp, c, "zdefs", NULL);
	case 'w': return set_option(dtp, c, "destructive", NULL);
	case 'v': return set_option(dtp, c, "verbose", NULL);
	case 'F': return set_option(dtp, c, "flowindent", NULL);
	/* -O json: structured output, -x oformat=json (not in DTrace's
	   usage text, which stays DTrace's) */
	case 'O': return set_option(dtp, c, "oformat", arg);
	case 'b': return set_option(dtp, c, "bufsize", arg);
	case 'x': return xopt(dtp, arg);
	case '3': case '6':
		if (strcmp(arg, c == '3' ? "2" : "4") != 0) {
			warnx("illegal option -- %c%s", c, arg);
			return usage();
		}
		a->model = c == '3' ? 32 : 64;
		break;
	case 'c': case 'p':
		add_target(c, arg);
		break;
	default:
		warnx("the -%c option is not supported yet", c);
		return E_USAGE;
	}
	return 0;
}

static void
add_operand(dt_args_t *a, char *arg)
{
	a->operands = realloc(a->operands, (size_t)(a->noperands + 1) *
	    sizeof(char *));
	if (a->operands == NULL)
		abort();
	a->operands[a->noperands++] = arg;
}

/*
 * Options and operands may come in any order, as in DTrace ("-G -s p.d
 * a.o -o p.o"); everything after "--" is an operand.
 */
static int
parse_args(dtrace_hdl_t *dtp, int argc, char **argv, dt_args_t *a)
{
	static const char optstr[] = "+3:6:b:c:CD:ef:FGhHi:I:lL:m:n:o:O:p:P:qs:"
	    "SU:vVwx:X:Z";
	int c, rc;

	opterr = 0;
	add_operand(a, argv[0]);
	while (optind < argc) {
		if (strcmp(argv[optind], "--") == 0) {
			while (++optind < argc)
				add_operand(a, argv[optind]);
			break;
		}
		if (argv[optind][0] != '-' || argv[optind][1] == '\0') {
			add_operand(a, argv[optind++]);
			continue;
		}
		if ((c = getopt(argc, argv, optstr)) == -1)
			continue;
		if (c == '?') {
			if (strchr(optstr, optopt) != NULL && optopt != ':')
				warnx("option requires an argument -- '%c'",
				    optopt);
			else
				warnx("invalid option -- '%c'", optopt);
			return usage();
		}
		if ((rc = one_option(dtp, c, optarg, a)) != 0)
			return rc;
	}
	if (a->nmodes > 1) {
		warnx("only one of the [-GhlV] options can be specified at a "
		    "time");
		return E_USAGE;
	}
	/* operands are macro arguments $1 .. $n ($0 is the script's name),
	   except under -G, where they are the objects to link */
	if (g_ncmds > 0 && g_cmds[0].spec == DTRACE_PROBESPEC_NONE)
		a->operands[0] = (char *)g_cmds[0].arg;
	dtrace_set_macro_args(dtp, a->mode == 'G' ? 1 : a->noperands,
	    a->operands);
	if (a->mode == 'G' || a->mode == 'h')
		dtrace_set_provider_build(dtp);
	return 0;
}

static int
run(dtrace_hdl_t *dtp, dt_args_t *a)
{
	FILE *out = stdout;
	int64_t zdefs = 0;
	int n;

	if (a->version) {	/* with -v, which build, as Oracle's -vV */
		int64_t verbose = 0;

		printf("%s: Sun D %s\n", g_pname, DTRACE_VERSION_STRING);
		if (dtrace_getopt(dtp, "verbose", &verbose) == 0 && verbose)
			printf("This is %s %s\ndtrace(1) version-control ID: "
			    "%s\n", PACKAGE_NAME, PACKAGE_VERSION,
			    DT_GIT_VERSION);
		return E_SUCCESS;
	}
	/* -h and -G touch no kernel object and need nothing; -l and -e
	   need the privileges but no program or buffer.  Asked up front, as
	   DTrace asks when it opens its device, so that one message says
	   what is missing rather than the first refused call. */
	if (a->mode != 'h' && a->mode != 'G' &&
	    (dtrace_check_privileges(dtp) != 0 ||
	    (!a->list && !a->exec_only && dtrace_check_tracing(dtp) != 0))) {
		warnx("failed to initialize dtrace: %s", dtrace_errmsg(dtp));
		return E_ERROR;
	}
	if (a->list && g_ncmds == 0) {
		dtrace_list(dtp, stdout, NULL, DTRACE_PROBESPEC_NAME);
		return list_done(dtp, E_SUCCESS);
	}
	if (g_ncmds == 0 && (a->mode == 'h' || a->mode == 'G')) {
		warnx("-%c requires one or more scripts or enabling options",
		    a->mode);
		return E_USAGE;
	}
	if (g_ncmds == 0 && a->exec_only)
		return E_SUCCESS;
	if (g_ncmds == 0 && (dtrace_getopt(dtp, "zdefs", &zdefs), !zdefs)) {
		warnx("no probes specified");
		return E_ERROR;
	}
	if (a->mode != 'h' && a->mode != 'G' && start_targets(dtp) != 0)
		return E_ERROR;
	/* the IDs of -i are those of "dtrace -l": every probe made first, in
	   its order, before another description makes some */
	if (a->ids && dtrace_provide_all(dtp) != 0) {
		warnx("%s", dtrace_errmsg(dtp));
		return E_ERROR;
	}
	if ((n = compile_all(dtp, a->cpp)) < 0)
		return E_ERROR;
	if (a->mode == 'h')
		return write_header(dtp, a);
	if (a->mode == 'G')
		return link_objects(dtp, a);
	if (a->list)
		return list_done(dtp, dtrace_list_enabled(dtp, stdout,
		    list_nomatch, NULL) == 0 ? E_SUCCESS : E_ERROR);
	if (dtrace_program_finish(dtp) != 0) {
		warnx("%s", dtrace_errmsg(dtp));
		return E_ERROR;
	}
	if (a->print_bpf)
		dtrace_program_print(dtp, stderr);
	if (a->exec_only)
		return E_SUCCESS;
	if (a->ofile != NULL && (out = fopen(a->ofile, "a")) == NULL) {
		warnx("failed to open output file '%s': %s", a->ofile,
		    strerror(errno));
		return E_ERROR;
	}
	report_all_matches(dtp, out);
	if (n == 0 && (dtrace_getopt(dtp, "zdefs", &zdefs), !zdefs)) {
		/* -Z permits a program that matched nothing; it then traces
		   nothing until it is stopped or its targets exit */
		warnx("no probes matched");
		if (out != stdout)
			fclose(out);
		return E_ERROR;
	}
	n = trace(dtp, out);
	if (out != stdout)
		fclose(out);
	return n;
}

int
main(int argc, char **argv)
{
	dtrace_hdl_t *dtp;
	dt_args_t args = { 0 };
	char err[1024];
	int rc, i;

	if (argc < 2)
		return usage();
	if ((dtp = dtrace_open(err, sizeof(err))) == NULL) {
		warnx("failed to initialize dtrace: %s", err);
		return E_ERROR;
	}
	dtrace_handle_err(dtp, on_message, NULL);
	dtrace_handle_drop(dtp, on_message, NULL);
	dtrace_handle_warn(dtp, on_message, NULL);
	rc = parse_args(dtp, argc, argv, &args);
	if (rc == 0)
		rc = run(dtp, &args);
	dtrace_close(dtp);
	for (i = 0; i < g_ncmds; i++)
		free(g_cmds[i].text);
	free(g_cmds);
	free(g_targets);
	free(g_created);
	free(args.operands);
	return rc;
}
