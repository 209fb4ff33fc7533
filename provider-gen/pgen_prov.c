/*
 * pgen_prov.c -- provider definitions, from the syntax tree of each
 * compiled text to the handle's pgen_state_t (see pgen.h).
 *
 * DTrace's rules, with its messages:
 *   - a provider name is shorter than 64 characters and does not end
 *     with a digit (a digit would run into the process ID of a USDT
 *     provider, myapp1234);
 *   - a probe's DTrace name is its D name with each "__" turned into "-";
 *     it is shorter than 64 characters and declared once per provider;
 *   - "probe p(void)" has no arguments;
 *   - a provider defined again (in the same or a later script) must
 *     declare the same probes with the same arguments;
 *   - translated arguments ": (conninfo_t *c, ...)" name the native
 *     argument each one translates; an unnamed one translates the native
 *     argument in its own position; without a translated list the
 *     translated arguments are the native ones;
 *   - every provider's five stability attributes start as
 *     Unstable/Unstable/Common and are set by
 *	#pragma D attributes <name>/<data>/<class> provider <prov> <part>
 *     with <part> one of provider, module, function, name, args; parts of
 *     the attributes left out are the maximum (Standard, Common).
 */
#include <ctype.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "pgen.h"

static pgen_state_t *
pgen_state(dtrace_hdl_t *dtp)
{
	pgen_state_t *ps = dtp->dt_pgen;

	if (ps == NULL) {
		ps = dt_arena_alloc(dtp->dt_arena, sizeof(*ps));
		ps->ps_tail = &ps->ps_provs;
		dtp->dt_pgen = ps;
	}
	return ps;
}

pgen_prov_t *
pgen_provs(dtrace_hdl_t *dtp)
{
	return pgen_state(dtp)->ps_provs;
}

static pgen_prov_t *
pgen_prov_get(dtrace_hdl_t *dtp, const char *name)
{
	pgen_state_t *ps = pgen_state(dtp);
	pgen_prov_t *pv;
	int i;

	for (pv = ps->ps_provs; pv != NULL; pv = pv->pv_next)
		if (strcmp(pv->pv_name, name) == 0)
			return pv;
	pv = dt_arena_alloc(dtp->dt_arena, sizeof(*pv));
	pv->pv_name = dt_arena_strdup(dtp->dt_arena, name);
	pv->pv_tail = &pv->pv_probes;
	for (i = 0; i < 5; i++)
		pv->pv_attr[i] = (dt_attr_t){ DT_STAB_UNSTABLE,
		    DT_STAB_UNSTABLE, DT_CLASS_COMMON };
	*ps->ps_tail = pv;
	ps->ps_tail = &pv->pv_next;
	return pv;
}

static pgen_probe_t *
pgen_probe_lookup(const pgen_prov_t *pv, const char *name)
{
	pgen_probe_t *pp;

	for (pp = pv->pv_probes; pp != NULL; pp = pp->pp_next)
		if (strcmp(pp->pp_name, name) == 0)
			return pp;
	return NULL;
}

/* "query__start" -> "query-start", as DTrace's strhyphenate() */
static const char *
pgen_hyphenate(dtrace_hdl_t *dtp, const char *s)
{
	char *out = dt_arena_strdup(dtp->dt_arena, s), *o = out;

	while (*s != '\0') {
		if (s[0] == '_' && s[1] == '_') {
			*o++ = '-';
			s += 2;
		} else {
			*o++ = *s++;
		}
	}
	*o = '\0';
	return out;
}

const char *
pgen_macro_name(dtrace_hdl_t *dtp, const char *name)
{
	char *out = dt_arena_strdup(dtp->dt_arena, name), *p;

	for (p = out; *p != '\0'; p++) {
		if (*p == '-' || *p == '.')
			*p = '_';
		else
			*p = (char)toupper((unsigned char)*p);
	}
	return out;
}

/* ---- argument types as text ---------------------------------------------- */

/* The specifiers: "const unsigned int", "struct conn", "char". */
static const char *
pgen_spec_text(dtrace_hdl_t *dtp, const dt_typespec_t *ts, bool c)
{
	unsigned f = ts->ts_flags;
	const char *base, *sign = "";

	switch (ts->ts_kind) {
	case DT_TS_VOID: base = "void"; break;
	case DT_TS_CHAR:
		base = "char";
		sign = f & DT_TSF_UNSIGNED ? "unsigned " :
		    f & DT_TSF_SIGNED ? "signed " : "";
		break;
	case DT_TS_FLOAT: base = "float"; break;
	case DT_TS_DOUBLE: base = f & DT_TSF_LONG ? "long double" : "double";
		break;
	case DT_TS_BOOL: base = c ? "_DTRACE_USDT_BOOL" : "_Bool"; break;
	case DT_TS_STRING: base = c ? "char *" : "string"; break;
	case DT_TS_STRUCT: case DT_TS_UNION: case DT_TS_ENUM:
		base = dt_arena_printf(dtp->dt_arena, "%s %s",
		    ts->ts_kind == DT_TS_STRUCT ? "struct" :
		    ts->ts_kind == DT_TS_UNION ? "union" : "enum",
		    ts->ts_tag != NULL ? ts->ts_tag : "");
		break;
	case DT_TS_TYPEDEF: base = ts->ts_tag; break;
	default:
		base = f & DT_TSF_SHORT ? "short" : f & DT_TSF_LONGLONG ?
		    "long long" : f & DT_TSF_LONG ? "long" : "int";
		sign = f & DT_TSF_UNSIGNED ? "unsigned " : "";
		break;
	}
	return dt_arena_printf(dtp->dt_arena, "%s%s%s%s%s",
	    f & DT_TSF_CONST ? "const " : "",
	    f & DT_TSF_VOLATILE ? "volatile " : "",
	    f & DT_TSF_RESTRICT ? "restrict " : "", sign, base);
}

static const char *pgen_type_text(dtrace_hdl_t *, const dt_node_t *,
    const char *, bool, bool);

static const char *
pgen_params_text(dtrace_hdl_t *dtp, const dt_decl_t *d, bool c)
{
	const char *s = "";
	const dt_node_t *p;

	for (p = d->dcl_params; p != NULL; p = p->dn_next)
		s = dt_arena_printf(dtp->dt_arena, "%s%s%s", s,
		    p == d->dcl_params ? "" : ", ",
		    pgen_type_text(dtp, p, "", c, false));
	if (d->dcl_varargs)
		s = dt_arena_printf(dtp->dt_arena, "%s%s...", s,
		    d->dcl_params != NULL ? ", " : "");
	return s;
}

/* One declarator link applied around the text of what it declares. */
static const char *
pgen_dcl_wrap(dtrace_hdl_t *dtp, const dt_decl_t *d, const char *in, bool c)
{
	dt_arena_t *a = dtp->dt_arena;
	const char *paren = in[0] == '*' ? "(" : "", *close = in[0] == '*' ?
	    ")" : "";

	switch (d->dcl_kind) {
	case DT_DCL_PTR:
		return dt_arena_printf(a, "*%s%s%s%s%s",
		    d->dcl_flags & DT_TSF_CONST ? "const" : "",
		    d->dcl_flags & DT_TSF_VOLATILE ? (d->dcl_flags &
		    DT_TSF_CONST ? " volatile" : "volatile") : "",
		    d->dcl_flags & DT_TSF_RESTRICT ? (d->dcl_flags &
		    (DT_TSF_CONST | DT_TSF_VOLATILE) ? " restrict" :
		    "restrict") : "", d->dcl_flags & (DT_TSF_CONST |
		    DT_TSF_VOLATILE | DT_TSF_RESTRICT) && in[0] != '\0' ?
		    " " : "", in);
	case DT_DCL_ARRAY:
		if (d->dcl_size == NULL)
			return dt_arena_printf(a, "%s%s%s[]", paren, in, close);
		return dt_arena_printf(a, "%s%s%s[%llu]", paren, in, close,
		    (unsigned long long)d->dcl_size->dn_int);
	default:
		return dt_arena_printf(a, "%s%s%s(%s)", paren, in, close,
		    pgen_params_text(dtp, d, c));
	}
}

/*
 * A parameter's (or type name's) type with the given name: the declarator
 * chain runs from the link applied to the specifiers first to the name
 * (dt_parse_impl.h), so the text is built from the name outwards.  With
 * decay, the outermost array becomes a pointer and a function a pointer
 * to it, as C adjusts parameters.
 */
static const char *
pgen_type_text(dtrace_hdl_t *dtp, const dt_node_t *param, const char *name,
    bool c, bool decay)
{
	const dt_node_t *links[64], *d;
	const char *text = name, *spec;
	int n = 0, i;

	for (d = param->dn_dclr; d != NULL && d->dn_dcl.dcl_kind !=
	    DT_DCL_IDENT && n < 64; d = d->dn_dcl.dcl_inner)
		links[n++] = d;
	for (i = n - 1; i >= 0; i--) {
		dt_decl_t dcl = links[i]->dn_dcl;

		if (decay && i == n - 1 && dcl.dcl_kind == DT_DCL_ARRAY) {
			dcl.dcl_kind = DT_DCL_PTR;
			dcl.dcl_flags = 0;
		} else if (decay && i == n - 1 && dcl.dcl_kind == DT_DCL_FUNC) {
			text = dt_arena_printf(dtp->dt_arena, "*%s", text);
		}
		text = pgen_dcl_wrap(dtp, &dcl, text, c);
	}
	spec = pgen_spec_text(dtp, &param->dn_type->dn_ts, c);
	if (text[0] == '\0')
		return spec;
	return dt_arena_printf(dtp->dt_arena, "%s%s%s", spec,
	    spec[strlen(spec) - 1] == '*' ? "" : " ", text);
}

const char *
pgen_param_cdecl(dtrace_hdl_t *dtp, const dt_node_t *param,
    const char *name)
{
	return pgen_type_text(dtp, param, name, true, true);
}

/* The name a parameter declares, or NULL. */
static const char *
pgen_param_name(const dt_node_t *param)
{
	const dt_node_t *d;

	for (d = param->dn_dclr; d != NULL; d = d->dn_dcl.dcl_inner)
		if (d->dn_dcl.dcl_kind == DT_DCL_IDENT)
			return d->dn_str;
	return NULL;
}

/* "(void)": one unnamed void parameter, which means none */
static bool
pgen_params_void(const dt_node_t *list)
{
	return list != NULL && list->dn_next == NULL &&
	    list->dn_type->dn_ts.ts_kind == DT_TS_VOID &&
	    list->dn_dclr == NULL;
}

static int
pgen_count(const dt_node_t *list)
{
	int n = 0;

	if (pgen_params_void(list))
		return 0;
	for (; list != NULL; list = list->dn_next)
		n++;
	return n;
}

/* ---- probes -------------------------------------------------------------- */

static int
pgen_probe_args(dtrace_hdl_t *dtp, dt_pcb_t *pcb, const char *prov,
    const dt_node_t *decl, pgen_probe_t *pp)
{
	dt_arena_t *a = dtp->dt_arena;
	const dt_node_t *p;
	int i, j;

	pp->pp_nargs = dt_arena_alloc(a, (size_t)(pp->pp_nargc + 1) *
	    sizeof(dt_node_t *));
	pp->pp_ntypes = dt_arena_alloc(a, (size_t)(pp->pp_nargc + 1) *
	    sizeof(char *));
	for (i = 0, p = decl->dn_args; i < pp->pp_nargc; i++, p = p->dn_next) {
		pp->pp_nargs[i] = (dt_node_t *)p;
		pp->pp_ntypes[i] = pgen_type_text(dtp, p, "", false, false);
	}
	if (!decl->dn_int) {		/* no ": (...)" */
		pp->pp_xargc = pp->pp_nargc;
		pp->pp_xtypes = pp->pp_ntypes;
		pp->pp_map = dt_arena_alloc(a, (size_t)pp->pp_nargc + 1);
		for (i = 0; i < pp->pp_nargc; i++)
			pp->pp_map[i] = (uint8_t)i;
		return 0;
	}
	pp->pp_xtypes = dt_arena_alloc(a, (size_t)(pp->pp_xargc + 1) *
	    sizeof(char *));
	pp->pp_map = dt_arena_alloc(a, (size_t)pp->pp_xargc + 1);
	for (i = 0, p = decl->dn_xlargs; i < pp->pp_xargc; i++, p = p->dn_next) {
		const char *xn = pgen_param_name(p);

		pp->pp_xtypes[i] = pgen_type_text(dtp, p, "", false, false);
		for (j = 0; xn != NULL && j < pp->pp_nargc; j++) {
			const char *nn = pgen_param_name(pp->pp_nargs[j]);

			if (nn != NULL && strcmp(nn, xn) == 0)
				break;
		}
		if (xn == NULL)
			j = i;
		if (j >= pp->pp_nargc)
			return dt_pcb_error(pcb, decl->dn_line, "D_PROV_PRXLATOR",
			    "probe %s:::%s output argument %d (%s) does not "
			    "name an input argument", prov, pp->pp_name, i + 1,
			    xn != NULL ? xn : "unnamed");
		pp->pp_map[i] = (uint8_t)j;
	}
	return 0;
}

static pgen_probe_t *
pgen_probe_make(dtrace_hdl_t *dtp, dt_pcb_t *pcb, const char *prov,
    const dt_node_t *decl)
{
	pgen_probe_t *pp = dt_arena_alloc(dtp->dt_arena, sizeof(*pp));

	pp->pp_dname = decl->dn_str;
	pp->pp_name = pgen_hyphenate(dtp, decl->dn_str);
	pp->pp_line = decl->dn_line;
	pp->pp_nargc = pgen_count(decl->dn_args);
	pp->pp_xargc = pgen_count(decl->dn_xlargs);
	if (strlen(pp->pp_name) >= PGEN_NAMELEN) {
		dt_pcb_error(pcb, decl->dn_line, "D_PROV_BADNAME", "probe name "
		    "may not exceed %d characters: ::%s", PGEN_NAMELEN - 1,
		    pp->pp_name);
		return NULL;
	}
	if (pp->pp_nargc > 255 || pp->pp_xargc > 255) {
		dt_pcb_error(pcb, decl->dn_line, "D_PROV_PRARGLEN", "probe ::%s "
		    "%s prototype exceeds 255 parameters: %d params used",
		    pp->pp_name, pp->pp_nargc > 255 ? "input" : "output",
		    pp->pp_nargc > 255 ? pp->pp_nargc : pp->pp_xargc);
		return NULL;
	}
	if (pgen_probe_args(dtp, pcb, prov, decl, pp) != 0)
		return NULL;
	return pp;
}

/* DTrace's comparison of one prototype (kind "output" or "input"). */
static int
pgen_proto_cmp(dt_pcb_t *pcb, const pgen_prov_t *pv, const pgen_probe_t *pp,
    const char *kind, int oldc, const char **oldv, int newc,
    const char **newv)
{
	int i;

	if (oldc != newc)
		return dt_pcb_error(pcb, pp->pp_line, "D_PROV_INCOMPAT",
		    "probe %s:::%s %s prototype mismatch:\n"
		    "\t current: %d arg%s\n\tprevious: %d arg%s",
		    pv->pv_name, pp->pp_name, kind, newc, newc != 1 ? "s" : "",
		    oldc, oldc != 1 ? "s" : "");
	for (i = 0; i < oldc; i++)
		if (strcmp(oldv[i], newv[i]) != 0)
			return dt_pcb_error(pcb, pp->pp_line, "D_PROV_INCOMPAT",
			    "probe %s:::%s %s prototype argument #%d "
			    "mismatch:\n\t current: %s\n\tprevious: %s",
			    pv->pv_name, pp->pp_name, kind, i + 1, newv[i],
			    oldv[i]);
	return 0;
}

/* A probe of a provider defined before: it must be declared the same. */
static int
pgen_probe_redecl(dt_pcb_t *pcb, const pgen_prov_t *pv,
    const pgen_probe_t *pp)
{
	const pgen_probe_t *old = pgen_probe_lookup(pv, pp->pp_name);

	if (old == NULL)
		return dt_pcb_error(pcb, pp->pp_line, "D_PROV_INCOMPAT",
		    "provider interface mismatch: %s\n"
		    "\t current: probe %s:::%s defined\n"
		    "\tprevious: probe %s:::%s not defined", pv->pv_name,
		    pv->pv_name, pp->pp_name, pv->pv_name, pp->pp_name);
	if (pgen_proto_cmp(pcb, pv, pp, "output", old->pp_xargc,
	    old->pp_xtypes, pp->pp_xargc, pp->pp_xtypes) != 0)
		return -1;
	if (old->pp_xtypes != old->pp_ntypes && pp->pp_xtypes !=
	    pp->pp_ntypes)
		return pgen_proto_cmp(pcb, pv, pp, "input", old->pp_nargc,
		    old->pp_ntypes, pp->pp_nargc, pp->pp_ntypes);
	return 0;
}

static int
pgen_define(dtrace_hdl_t *dtp, dt_pcb_t *pcb, const dt_node_t *n, int text)
{
	const char *name = n->dn_str;
	size_t len = strlen(name);
	const dt_node_t *decl;
	pgen_prov_t *pv;
	bool redecl;

	if (len >= PGEN_PROVNAMELEN)
		return dt_pcb_error(pcb, n->dn_line, "D_PROV_BADNAME",
		    "provider name may not exceed %d characters: %s",
		    PGEN_PROVNAMELEN - 1, name);
	if (isdigit((unsigned char)name[len - 1]))
		return dt_pcb_error(pcb, n->dn_line, "D_PROV_BADNAME",
		    "provider name may not end with a digit: %s", name);
	pv = pgen_prov_get(dtp, name);
	redecl = pv->pv_defined;
	if (!redecl) {
		pv->pv_defined = true;
		pv->pv_text = text;
	}
	for (decl = n->dn_list; decl != NULL; decl = decl->dn_next) {
		pgen_probe_t *pp = pgen_probe_make(dtp, pcb, name, decl);

		if (pp == NULL)
			return -1;
		if (redecl) {
			if (pgen_probe_redecl(pcb, pv, pp) != 0)
				return -1;
			continue;
		}
		if (pgen_probe_lookup(pv, pp->pp_name) != NULL)
			return dt_pcb_error(pcb, pp->pp_line, "D_PROV_PRDUP",
			    "probe redeclared: %s:::%s", name, pp->pp_name);
		*pv->pv_tail = pp;
		pv->pv_tail = &pp->pp_next;
		pv->pv_nprobes++;
	}
	return 0;
}

/* ---- #pragma D attributes ------------------------------------------------ */

/* "Evolving/Evolving/Common" (already checked by the parser) */
static dt_attr_t
pgen_attr_parse(const char *s)
{
	static const char *const stab[] = { "Internal", "Private", "Obsolete",
	    "External", "Unstable", "Evolving", "Stable", "Standard" };
	static const char *const cls[] = { "Unknown", "CPU", "Platform",
	    "Group", "ISA", "Common" };
	uint8_t v[3] = { DT_STAB_STANDARD, DT_STAB_STANDARD, DT_CLASS_COMMON };
	int part, i;

	for (part = 0; part < 3 && *s != '\0'; part++) {
		size_t n = strcspn(s, "/");
		const char *const *names = part < 2 ? stab : cls;
		int nnames = part < 2 ? 8 : 6;

		for (i = 0; i < nnames; i++)
			if (strlen(names[i]) == n &&
			    strncasecmp(names[i], s, n) == 0)
				v[part] = (uint8_t)i;
		s += n;
		if (*s == '/')
			s++;
	}
	return (dt_attr_t){ v[0], v[1], v[2] };
}

static int
pgen_pragma_attr(dtrace_hdl_t *dtp, dt_pcb_t *pcb, const dt_node_t *n)
{
	static const char *const parts[] = { "provider", "module", "function",
	    "name", "args" };
	char buf[1024], *tok[5], *save = NULL;
	int ntok = 0, i;

	snprintf(buf, sizeof(buf), "%s", n->dn_pragma);
	for (tok[0] = strtok_r(buf, " \t", &save); tok[ntok] != NULL &&
	    ntok < 4; tok[ntok] = strtok_r(NULL, " \t", &save))
		ntok++;
	if (ntok < 2 || strcmp(tok[1], "provider") != 0)
		return 0;	/* the attributes of an identifier */
	if (ntok != 4)
		return dt_pcb_error(pcb, n->dn_line, "D_PRAGMA_MALFORM",
		    "malformed #pragma attributes <attributes> provider "
		    "<name> <part>");
	for (i = 0; i < 5; i++)
		if (strcmp(tok[3], parts[i]) == 0)
			break;
	if (i == 5)
		return dt_pcb_error(pcb, n->dn_line, "D_PRAGMA_INVAL",
		    "invalid field specified by #pragma attributes");
	pgen_prov_get(dtp, tok[2])->pv_attr[i] = pgen_attr_parse(tok[0]);
	return 0;
}

int
pgen_collect(dtrace_hdl_t *dtp, dt_pcb_t *pcb)
{
	pgen_state_t *ps = pgen_state(dtp);
	int text = ps->ps_ntexts++;
	const dt_node_t *n;

	for (n = pcb->pcb_program; n != NULL; n = n->dn_next) {
		if (n->dn_kind == DT_N_PROVIDER &&
		    pgen_define(dtp, pcb, n, text) != 0)
			return -1;
		if (n->dn_kind == DT_N_PRAGMA &&
		    strcmp(n->dn_str, "attributes") == 0 &&
		    pgen_pragma_attr(dtp, pcb, n) != 0)
			return -1;
	}
	return 0;
}
