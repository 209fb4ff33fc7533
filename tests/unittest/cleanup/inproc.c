/*
 * inproc.c -- libdtrace gives back every kernel object at dtrace_close(),
 * whichever step of a session failed.  A command-line dtrace could not
 * show this: its exit closes the descriptors anyway.  A program that
 * embeds libdtrace and runs one session after another would pile them up.
 *
 * usage: inproc LABEL 'D TEXT'|@FILE [-Z] [-c CMD]
 *
 * Counts the descriptors of the process that are BPF objects or perf
 * events before dtrace_open(), after the step that failed (or after
 * dtrace_go() and a little tracing), and after dtrace_close().
 */
#define _GNU_SOURCE	/* getdelim */
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "dtrace.h"

static int
kernel_fds(void)
{
	DIR *d = opendir("/proc/self/fd");
	struct dirent *e;
	char path[64], link[64];
	int n = 0;

	while (d != NULL && (e = readdir(d)) != NULL) {
		ssize_t len;

		snprintf(path, sizeof(path), "/proc/self/fd/%s", e->d_name);
		if ((len = readlink(path, link, sizeof(link) - 1)) < 0)
			continue;
		link[len] = '\0';
		if (strncmp(link, "anon_inode:bpf", 14) == 0 ||
		    strcmp(link, "anon_inode:[perf_event]") == 0)
			n++;
	}
	if (d != NULL)
		closedir(d);
	return n;
}

/* The session up to the first failure: which step failed, or "none". */
static const char *
session(dtrace_hdl_t *dtp, const char *text, char *cmd)
{
	char *argv[] = { cmd, NULL };

	if (cmd != NULL && dtrace_proc_create(dtp, argv) < 0)
		return "-c";
	if (dtrace_compile(dtp, text, DTRACE_PROBESPEC_NAME, NULL) < 0)
		return "compile";
	if (dtrace_program_finish(dtp) != 0)
		return "finish";
	if (dtrace_go(dtp, stdout) != 0)
		return "go";
	dtrace_proc_continue(dtp);
	for (int i = 0; i < 3; i++)
		if (dtrace_work(dtp, 100) != DTRACE_WORKSTATUS_OKAY)
			break;
	return dtrace_stop(dtp) != 0 ? "stop" : "none";
}

/* The D text: the argument, or with @ the file it names. */
static char *
read_text(const char *arg)
{
	FILE *fp;
	char *text = NULL;
	size_t len = 0;

	if (arg[0] != '@')
		return strdup(arg);
	if ((fp = fopen(arg + 1, "r")) == NULL)
		return NULL;
	if (getdelim(&text, &len, '\0', fp) < 0) {
		free(text);
		text = NULL;
	}
	fclose(fp);
	return text;
}

int
main(int argc, char **argv)
{
	char err[1024];
	dtrace_hdl_t *dtp;
	const char *failed;
	char *cmd = NULL, *text;
	int base, held;

	if (argc < 3 || (text = read_text(argv[2])) == NULL)
		return 2;
	base = kernel_fds();
	if ((dtp = dtrace_open(err, sizeof(err))) == NULL) {
		printf("%s: dtrace_open: %s\n", argv[1], err);
		return 1;
	}
	for (int i = 3; i < argc; i++) {
		if (strcmp(argv[i], "-Z") == 0)
			dtrace_setopt(dtp, "zdefs", NULL);
		else if (strcmp(argv[i], "-c") == 0 && i + 1 < argc)
			cmd = argv[++i];
	}
	failed = session(dtp, text, cmd);
	held = kernel_fds() - base;
	printf("%s: failed at %s%s%s; %s descriptors before dtrace_close, ",
	    argv[1], failed, strcmp(failed, "none") ? ": " : "",
	    strcmp(failed, "none") ? dtrace_errmsg(dtp) : "",
	    held > 0 ? "some" : "no");
	dtrace_close(dtp);
	printf("%d after\n", kernel_fds() - base);
	free(text);
	return 0;
}
