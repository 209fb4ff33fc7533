/*
 * dt_check_pragma.c -- the #pragma D lines of a program or library, as
 * DTrace's dt_pragma.c takes them (the parser checked their form:
 * dt_parse.c).
 *
 * option sets an option where it stands.  depends_on in a program may not
 * name a library (only libraries order libraries, dt_dlib.c) and fails
 * when the provider or module it names is missing.  attributes and binding
 * name a global identifier of the program: DTrace applies them while it
 * parses, so before any clause is compiled, to an identifier declared
 * already or, deferred, to one declared later in the text; one that names
 * a built-in or a library's identifier is D_PRAGMA_SCOPE, one that names
 * nothing declared (a variable a clause makes by assigning it comes too
 * late) is D_PRAGMA_UNUSED.  dt_chk_pragmas_named() runs them all before
 * the program's nodes are checked, as DTrace's parse comes first.  The
 * attributes themselves change nothing we print yet.
 */
#include <string.h>

#include "dt_impl.h"
#include "check/dt_check.h"
#include "types/dt_ident.h"

/* The name a declarator declares, or NULL. */
static const char *
dt_chk_dclr_name(const dt_node_t *d)
{
	while (d != NULL && d->dn_dcl.dcl_kind != DT_DCL_IDENT)
		d = d->dn_dcl.dcl_inner;
	return d != NULL ? d->dn_str : NULL;
}

/* Does the text declare global name (a variable, function or inline)? */
static bool
dt_chk_text_declares(const dt_pcb_t *pcb, const char *name)
{
	const dt_node_t *n, *d;
	const char *s;

	for (n = pcb->pcb_program; n != NULL; n = n->dn_next) {
		if (n->dn_kind == DT_N_INLINE) {
			if ((s = dt_chk_dclr_name(n->dn_dclr)) != NULL &&
			    strcmp(s, name) == 0)
				return true;
			continue;
		}
		if (n->dn_kind != DT_N_DECL || n->dn_type == NULL ||
		    (n->dn_type->dn_ts.ts_flags & (DT_TSF_TYPEDEF |
		    DT_TSF_SELF | DT_TSF_THIS)) != 0)
			continue;
		for (d = n->dn_list; d != NULL; d = d->dn_next)
			if ((s = dt_chk_dclr_name(d)) != NULL &&
			    strcmp(s, name) == 0)
				return true;
	}
	return false;
}

/* Does the text define provider name (for -h and -G)? */
static bool
dt_chk_text_provider(const dt_pcb_t *pcb, const char *name)
{
	const dt_node_t *n;

	for (n = pcb->pcb_program; n != NULL; n = n->dn_next)
		if (n->dn_kind == DT_N_PROVIDER && n->dn_str != NULL &&
		    strcmp(n->dn_str, name) == 0)
			return true;
	return false;
}

/* #pragma D attributes A provider P part: a provider there (one the text
   defines, or one with probes) takes them */
static int
dt_chk_pragma_provider(dt_chk_t *ck, dt_node_t *n, const char *prov,
    const char *part, bool *done)
{
	static const char *const parts[] = { "provider", "module",
	    "function", "name", "args", NULL };
	int i;

	*done = false;
	if (prov == NULL || (!dt_chk_text_provider(ck->ck_pcb, prov) &&
	    !dt_dlib_have(ck->ck_dtp, "provider", prov)))
		return 0;	/* deferred, so unused */
	*done = true;
	for (i = 0; parts[i] != NULL; i++)
		if (part != NULL && strcmp(part, parts[i]) == 0)
			return 0;
	/* DTrace's message names them the other way round */
	return CK_ERR(ck, n, "D_PRAGMA_INVAL", "invalid component \"%s\" in "
	    "attribute #pragma for provider %s", prov, part ? part : "");
}

/* One #pragma D attributes or binding. */
static int
dt_chk_pragma_named(dt_chk_t *ck, dt_node_t *n)
{
	char buf[1024], *save = NULL, *name, *prov, *part;
	bool done;

	snprintf(buf, sizeof(buf), "%s", n->dn_pragma ? n->dn_pragma : "");
	(void)strtok_r(buf, " \t", &save);	/* attributes or version */
	if ((name = strtok_r(NULL, " \t", &save)) == NULL)
		return 0;	/* the parser took malformed ones */
	if (strcmp(n->dn_str, "attributes") == 0 &&
	    strcmp(name, "provider") == 0) {
		prov = strtok_r(NULL, " \t", &save);
		part = strtok_r(NULL, " \t", &save);
		if (dt_chk_pragma_provider(ck, n, prov, part, &done) != 0)
			return -1;
		if (done)
			return 0;
	} else if (dt_chk_text_declares(ck->ck_pcb, name)) {
		return 0;
	} else if (dt_ident_builtin(name) != NULL ||
	    dt_ident_lookup(ck->ck_dtp->dt_globals, name) != NULL) {
		return CK_ERR(ck, n, "D_PRAGMA_SCOPE", "#pragma %s cannot "
		    "modify entity defined outside program scope", n->dn_str);
	}
	return CK_ERR(ck, n, "D_PRAGMA_UNUSED", "unused #pragma %s",
	    n->dn_str);
}

int
dt_chk_pragmas_named(dt_chk_t *ck)
{
	dt_node_t *n;

	for (n = ck->ck_pcb->pcb_program; n != NULL; n = n->dn_next)
		if (n->dn_kind == DT_N_PRAGMA &&
		    (strcmp(n->dn_str, "attributes") == 0 ||
		    strcmp(n->dn_str, "binding") == 0) &&
		    dt_chk_pragma_named(ck, n) != 0)
			return -1;
	return 0;
}

/*
 * #pragma D depends_on in a program: a library only a library may name
 * (dt_dlib.c orders them); a provider or module must be there.
 */
static int
dt_chk_depends(dt_chk_t *ck, dt_node_t *n)
{
	char buf[1024], *cls, *name, *save = NULL;

	if (ck->ck_lib != NULL)
		return 0;	/* dt_dlib.c read it */
	snprintf(buf, sizeof(buf), "%s", n->dn_pragma ? n->dn_pragma : "");
	cls = strtok_r(buf, " \t", &save);
	name = strtok_r(NULL, " \t", &save);
	if (cls == NULL || name == NULL)
		return 0;	/* the parser took malformed ones */
	if (strcmp(cls, "library") == 0)
		return CK_ERR(ck, n, "D_PRAGMA_DEPEND", "main program may not "
		    "explicitly depend on a library");
	if (!dt_dlib_have(ck->ck_dtp, cls, name))
		return CK_ERR(ck, n, "D_PRAGMA_DEPEND", "program requires %s "
		    "%s", cls, name);
	return 0;
}

/* #pragma D option name[=value], with DTrace's messages */
int
dt_chk_pragma(dt_chk_t *ck, dt_node_t *n)
{
	char buf[1024], *name, *val, *save = NULL;

	if (strcmp(n->dn_str, "depends_on") == 0)
		return dt_chk_depends(ck, n);
	if (strcmp(n->dn_str, "option") != 0)
		return 0;	/* binding, attributes: accepted */
	snprintf(buf, sizeof(buf), "%s", n->dn_pragma ? n->dn_pragma : "");
	name = strtok_r(buf, " \t", &save);
	if (name == NULL)
		return CK_ERR(ck, n, "D_PRAGMA_MALFORM", "malformed #pragma "
		    "option <option>=<val>");
	if (strtok_r(NULL, " \t", &save) != NULL)
		return CK_ERR(ck, n, "D_PRAGMA_MALFORM", "superfluous "
		    "arguments specified for #pragma option");
	if ((val = strchr(name, '=')) != NULL)
		*val++ = '\0';
	if (dt_setopt(ck->ck_dtp, name, val, true) == 0)
		return 0;
	if (val == NULL)
		return CK_ERR(ck, n, "D_PRAGMA_OPTSET", "failed to set "
		    "option '%s': %s", name, dtrace_errmsg(ck->ck_dtp));
	return CK_ERR(ck, n, "D_PRAGMA_OPTSET", "failed to set option '%s' "
	    "to '%s': %s", name, val, dtrace_errmsg(ck->ck_dtp));
}
