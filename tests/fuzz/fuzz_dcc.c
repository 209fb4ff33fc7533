/*
 * fuzz_dcc.c -- the D compiler: source text through the lexer, parser and
 * checker, probe matching, then BPF code generation and linking with the
 * support library (dtrace_compile + dtrace_program_finish), and the -S
 * listing of the result.  Nothing is loaded or attached.
 *
 * The handle lists only the probes of the dtrace provider (BEGIN, END,
 * ERROR) and the profile provider (profile-N, tick-N): both need nothing
 * from the kernel to list their probes, so the target runs the same
 * without tracefs and with no root, and an input exercises the compiler,
 * not the probe table of this machine (dt_open_provs, dt_open.c).
 */
#include "fuzz.h"	/* first: it sets _GNU_SOURCE */
#include <stdio.h>

#include "dt_impl.h"
#include "dt_driver.h"

static const dt_provops_t *const fuzz_provs[] = {
	&dt_prov_dtrace, &dt_prov_profile
};

/* $1 and $2 for scripts that use macro arguments */
static char *fuzz_argv[] = { "fuzz_dcc", "1", "two" };

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static FILE *devnull;
	char err[256], *text;
	dtrace_hdl_t *dtp;

	if (devnull == NULL && (devnull = fopen("/dev/null", "w")) == NULL)
		abort();
	if ((text = fuzz_string(data, size)) == NULL)
		return 0;
	dtp = dt_open_provs(fuzz_provs, 2, err, sizeof(err));
	if (dtp == NULL)
		abort();
	dtp->dt_out = devnull;
	dtrace_set_macro_args(dtp, 3, fuzz_argv);
	if (dtrace_compile(dtp, text, DTRACE_PROBESPEC_NONE, NULL) >= 0 &&
	    dtrace_program_finish(dtp) == 0)
		(void)dtrace_program_print(dtp, devnull);
	dtrace_close(dtp);
	free(text);
	return 0;
}
