/*
 * handlers.c -- a program that embeds libdtrace gets the session's errors
 * and drops through its handlers (dtrace_handle_err, dtrace_handle_drop),
 * as DTrace's library hands them over, and the library writes nothing to
 * stderr itself.
 *
 * usage: handlers 'D TEXT' [OPTION=VALUE ...]
 * Prints each message a handler got, as "err: ..." or "drop: ...".
 */
#include <stdio.h>
#include <string.h>

#include "dtrace.h"

static void
on_msg(const char *msg, void *arg)
{
	printf("%s: %s\n", (const char *)arg, msg);
}

int
main(int argc, char **argv)
{
	char err[256];
	dtrace_hdl_t *dtp;
	int i, rc = 0;

	if (argc < 2 || (dtp = dtrace_open(err, sizeof(err))) == NULL)
		return 2;
	dtrace_handle_err(dtp, on_msg, "err");
	dtrace_handle_drop(dtp, on_msg, "drop");
	dtrace_handle_warn(dtp, on_msg, "warn");
	for (i = 2; i < argc; i++) {
		char *eq = strchr(argv[i], '=');

		if (eq != NULL)
			*eq++ = '\0';
		if (dtrace_setopt(dtp, argv[i], eq) != 0)
			return 2;
	}
	if (dtrace_compile(dtp, argv[1], DTRACE_PROBESPEC_NAME, NULL) < 0 ||
	    dtrace_program_finish(dtp) != 0 || dtrace_go(dtp, stdout) != 0) {
		fprintf(stderr, "%s\n", dtrace_errmsg(dtp));
		rc = 1;
	} else {
		for (;;) {
			dtrace_workstatus_t ws = dtrace_work(dtp, 100);

			if (ws != DTRACE_WORKSTATUS_OKAY)
				break;
		}
		dtrace_stop(dtp);
	}
	dtrace_close(dtp);
	return rc;
}
