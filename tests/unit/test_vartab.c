/*
 * test_vartab.c -- unit test of -S's variable table (libdtrace/
 * dt_vartab.c) without a kernel: the uses the code generator records in
 * nested clauses (an ERROR clause runs inside the clause that faulted),
 * each clause's range, flags merged within a clause, and the table's
 * exact text: DTrace's columns, kinds, scopes, flags and type texts, in
 * DTrace's order (thread-local, global, clause-local).  Prints one FAIL
 * line per failure and exits non-zero if there was any.
 */
#ifndef _GNU_SOURCE
#define	_GNU_SOURCE	/* open_memstream */
#endif
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dt_impl.h"
#include "cg/dt_cg.h"
#include "types/dt_ident.h"

static int nfail, npass;
static dtrace_hdl_t hdl;

static void
check(const char *what, const char *got, const char *want)
{
	if (strcmp(got, want) == 0) {
		npass++;
		return;
	}
	nfail++;
	printf("FAIL %s:\n--- got\n%s--- wanted\n%s", what, got, want);
}

static void
emit(dt_cg_t *cg, int n)
{
	while (n-- > 0)
		dt_prog_emit(cg->cg_prog, BPF_MOV64_IMM(BPF_REG_0, 0));
}

/* the TYPE column of type t */
static void
type(const dt_type_t *t, const char *want)
{
	char buf[128];

	dt_vartab_typestr(&hdl, t, buf, sizeof(buf));
	strcat(buf, "\n");
	check(want, buf, want);
}

static dt_ident_t *
var(dt_ident_t **list, const char *name, int kind, dt_type_t *t)
{
	return dt_ident_add(&hdl, list, name, kind, t);
}

int
main(void)
{
	dt_typetab_t *tt = &hdl.dt_types;
	dt_ident_t *g, *s, *ts, *assoc, *loc;
	dt_vartab_mark_t outer, inner;
	dt_prog_t prog;
	dt_cg_t cg;
	char *buf = NULL;
	size_t len = 0;
	FILE *fp;

	hdl.dt_arena = dt_arena_create();
	hdl.dt_opts.strbytes = 256 + 1;	/* strsize 256 */
	dt_type_init(tt, hdl.dt_arena);

	type(tt->tt_int, "D type (integer) (size 4)\n");
	type(tt->tt_string, "string (unknown) by ref (size 256)\n");
	type(tt->tt_charp, "D type (pointer) (size 8)\n");
	type(dt_type_array(tt, tt->tt_short, 5),
	    "D type (array) by ref (size 10)\n");
	type(dt_type_array(tt, tt->tt_char, 4),
	    "D type (array) by ref (size 4)\n");
	type(NULL, "D type (unknown) (size 0)\n");

	g = var(&hdl.dt_globals, "g", DT_ID_GLOBAL, tt->tt_long);
	s = var(&hdl.dt_globals, "s", DT_ID_GLOBAL, tt->tt_string);
	assoc = var(&hdl.dt_globals, "a", DT_ID_DVAR, tt->tt_int);
	assoc->di_nkeys = 1;
	ts = var(&hdl.dt_selfvars, "ts", DT_ID_DVAR, tt->tt_ullong);
	ts->di_tls = true;
	loc = var(&hdl.dt_thisvars, "x", DT_ID_THIS, tt->tt_char);

	memset(&cg, 0, sizeof(cg));
	dt_prog_init(&prog);
	cg.cg_dtp = &hdl;
	cg.cg_prog = &prog;
	emit(&cg, 2);			/* a prologue: no clause */
	dt_vartab_use(&cg, g, DT_PV_READ);
	outer = dt_vartab_begin(&cg);	/* insns 2-9 */
	emit(&cg, 3);
	dt_vartab_use(&cg, loc, DT_PV_WRITE);
	dt_vartab_use(&cg, s, DT_PV_WRITE);
	dt_vartab_use(&cg, g, DT_PV_READ);
	inner = dt_vartab_begin(&cg);	/* an ERROR clause: 5-6 */
	dt_vartab_use(&cg, g, DT_PV_WRITE);
	emit(&cg, 2);
	dt_vartab_end(&cg, inner);
	dt_vartab_use(&cg, g, DT_PV_WRITE);
	dt_vartab_use(&cg, assoc, DT_PV_WRITE);
	dt_vartab_use(&cg, ts, DT_PV_READ);
	emit(&cg, 3);
	dt_vartab_end(&cg, outer);
	outer = dt_vartab_begin(&cg);	/* 10-10 */
	dt_vartab_use(&cg, loc, DT_PV_READ);
	emit(&cg, 1);
	dt_vartab_end(&cg, outer);
	dt_vartab_use(&cg, ts, DT_PV_WRITE);	/* thread exit: none */

	if ((fp = open_memstream(&buf, &len)) == NULL)
		abort();
	dt_vartab_print(&hdl, fp, &prog);
	fclose(fp);
	check("table", buf,
	    "NAME             ID   OFFSET KND SCP RANGE       FLAG TYPE\n"
	    "ts               2           scl tls [2-9]       r    "
	    "D type (integer) (size 8)\n"
	    "g                1    0      scl glb [2-9]       r/w  "
	    "D type (integer) (size 8)\n"
	    "s                2    8      scl glb [2-9]       w    "
	    "string (unknown) by ref (size 256)\n"
	    "a                1           arr glb [2-9]       w    "
	    "D type (integer) (size 4)\n"
	    "x                1    0      scl loc [2-9]       w    "
	    "D type (integer) (size 1)\n"
	    "g                1    0      scl glb [5-6]       w    "
	    "D type (integer) (size 8)\n"
	    "x                1    0      scl loc [10-10]     r    "
	    "D type (integer) (size 1)\n"
	    "\n");
	free(buf);

	/* a program that uses no variable prints nothing */
	dt_prog_fini(&prog);
	buf = NULL;
	if ((fp = open_memstream(&buf, &len)) == NULL)
		abort();
	dt_vartab_print(&hdl, fp, &prog);
	fclose(fp);
	check("no variables", buf, "");
	free(buf);

	dt_arena_destroy(hdl.dt_arena);
	printf("test_vartab: %d passed, %d failed\n", npass, nfail);
	return nfail != 0;
}
