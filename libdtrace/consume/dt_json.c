/*
 * dt_json.c -- structured output: with -x json (-x oformat=json, -O json)
 * the consumer prints JSON Lines instead of DTrace's text: one JSON object
 * a line, each line written whole and flushed, so that a pipeline (jq,
 * a log shipper) reads every record as soon as it is traced.  The text
 * output stays the default (-x oformat=text).
 *
 * The field names are those of FreeBSD's libxo output (dt_consume.c
 * there), one line per object instead of one document.  A probe firing:
 *
 *	{"timestamp":1234,"cpu":0,"id":1,"enabled-id":1,
 *	 "probe-description":{"provider":"dtrace","module":"",
 *	 "function":"","name":"BEGIN"},"output":[...]}
 *
 * (on one line).  "output" lists what the clause's actions printed, one
 * object an action, in order:
 *
 *	trace() of an integer		{"value":42}  (by size and sign)
 *	trace() of a string		{"value":"text"}
 *	trace() of a stack()		{"stack":["vmlinux`f+0x1c",...]}
 *	trace() of a ustack()		{"ustack":["libc.so.6`read+0x12",...]}
 *	trace() of sym() and the like	{"value":"vmlinux`f"}
 *	trace() of other data, tracemem() {"bytes":[18,52,0,...]}
 *	printf()			{"message":"the formatted text"}
 *	print()				{"print":"the text print() prints"}
 *	exit(n)				{"exit":n}
 *
 * A stack() or ustack() action is trace() of its value.  printa() and the
 * aggregations printed at the end are lines of their own (dt_agg_json.c);
 * printa()'s lines follow the line of the record that asked for them.
 * Strings are escaped as RFC 8259 asks (", \ and control characters);
 * bytes that are not UTF-8 print as U+FFFD.  Messages (drops, errors)
 * stay DTrace's text on stderr.  The quiet option leaves out the line of
 * a record that printed nothing; flowindent does not apply.
 */
#include <stdlib.h>
#include <string.h>

#include "dt_impl.h"
#include "consume/dt_json.h"
#include "consume/dt_print.h"
#include "check/dt_stack.h"
#include "consume/dt_consume.h"

bool
dt_json_on(const dtrace_hdl_t *dtp)
{
	return dtp->dt_opts.oformat == DT_OFORMAT_JSON;
}

/* ---- the writer -------------------------------------------------------- */

/*
 * The length of the UTF-8 sequence at p (at most n bytes), or 0 if it is
 * not one: no overlong forms, no surrogates, nothing past U+10FFFF.
 */
static size_t
dt_json_utf8len(const unsigned char *p, size_t n)
{
	size_t len, i;
	uint32_t cp;

	if (p[0] < 0xc2 || p[0] > 0xf4)
		return 0;
	len = p[0] < 0xe0 ? 2 : p[0] < 0xf0 ? 3 : 4;
	if (len > n)
		return 0;
	cp = p[0] & (0x7f >> len);
	for (i = 1; i < len; i++) {
		if ((p[i] & 0xc0) != 0x80)
			return 0;
		cp = cp << 6 | (p[i] & 0x3f);
	}
	if ((len == 3 && cp < 0x800) || (len == 4 && cp < 0x10000) ||
	    (cp >= 0xd800 && cp <= 0xdfff) || cp > 0x10ffff)
		return 0;
	return len;
}

void
dt_json_str(FILE *fp, const char *s, size_t max)
{
	const unsigned char *p = (const unsigned char *)s;
	size_t n = strnlen(s, max), i = 0, len;

	fputc('"', fp);
	while (i < n) {
		unsigned char c = p[i];

		if (c == '"' || c == '\\') {
			fprintf(fp, "\\%c", c);
		} else if (c == '\n') {
			fputs("\\n", fp);
		} else if (c == '\t') {
			fputs("\\t", fp);
		} else if (c == '\r') {
			fputs("\\r", fp);
		} else if (c < 0x20 || c == 0x7f) {
			fprintf(fp, "\\u%04x", c);
		} else if (c < 0x80) {
			fputc(c, fp);
		} else if ((len = dt_json_utf8len(p + i, n - i)) > 0) {
			fwrite(p + i, 1, len, fp);
			i += len;
			continue;
		} else {
			fputs("\\ufffd", fp);
		}
		i++;
	}
	fputc('"', fp);
}

void
dt_json_key(FILE *fp, const char *key)
{
	dt_json_str(fp, key, strlen(key));
	fputc(':', fp);
}

void
dt_json_bytes(FILE *fp, const unsigned char *p, size_t n)
{
	fputc('[', fp);
	for (size_t i = 0; i < n; i++)
		fprintf(fp, i == 0 ? "%u" : ",%u", p[i]);
	fputc(']', fp);
}

/* ---- a record's values ------------------------------------------------ */

/* An integer by its type's size and sign, as trace() prints it. */
static void
dt_json_int(FILE *fp, const char *p, const dt_type_t *t)
{
	size_t size = dt_type_is_pointer(t) ? 8 : t->dt_size;
	bool sign = !dt_type_is_pointer(t) && t->dt_signed;
	uint64_t u;

	memcpy(&u, p, sizeof(u));
	if (size == 1)
		u = sign ? (uint64_t)(int8_t)u : (uint8_t)u;
	else if (size == 2)
		u = sign ? (uint64_t)(int16_t)u : (uint16_t)u;
	else if (size == 4)
		u = sign ? (uint64_t)(int32_t)u : (uint32_t)u;
	if (sign)
		fprintf(fp, "%lld", (long long)u);
	else
		fprintf(fp, "%llu", (unsigned long long)u);
}

static void
dt_json_trace(dtrace_hdl_t *dtp, FILE *fp, const char *rec,
    const dt_recval_t *rv)
{
	const dt_type_t *t = rv->rv_type;
	const unsigned char *p = (const unsigned char *)rec + rv->rv_off;
	int kind = dt_stack_kind(t);
	long len;

	if (kind != 0) {
		fputc('{', fp);
		dt_json_key(fp, kind == DT_STK_STACK ? "stack" :
		    kind == DT_STK_USTACK ? "ustack" : "value");
		dt_stack_json(dtp, fp, t, (const char *)p);
		fputc('}', fp);
		return;
	}
	if (dtp->dt_opts.rawbytes) {
		fputs("{\"bytes\":", fp);
		dt_json_bytes(fp, p, dt_type_is_scalar(t) ?
		    (dt_type_is_pointer(t) ? 8 : t->dt_size) : rv->rv_size);
	} else if (t->dt_kind == DT_TK_STRING) {
		fputs("{\"value\":", fp);
		dt_json_str(fp, (const char *)p, rv->rv_size);
	} else if (dt_type_is_string(t) &&
	    (len = dt_print_strlen(p, rv->rv_size)) >= 0) {
		fputs("{\"value\":", fp);
		dt_json_str(fp, (const char *)p, (size_t)len);
	} else if (dt_type_is_scalar(t)) {
		fputs("{\"value\":", fp);
		dt_json_int(fp, (const char *)p, t);
	} else {
		fputs("{\"bytes\":", fp);
		dt_json_bytes(fp, p, rv->rv_size);
	}
	fputc('}', fp);
}

static void
dt_json_tracemem(FILE *fp, const char *rec, const dt_action_t *act)
{
	size_t n = act->act_vals[0].rv_size;
	int64_t dsize;

	if (act->act_nvals > 1) {
		memcpy(&dsize, rec + act->act_vals[1].rv_off, sizeof(dsize));
		if (dsize >= 0 && (uint64_t)dsize < n)
			n = (size_t)dsize;
	}
	fputs("{\"bytes\":", fp);
	dt_json_bytes(fp, (const unsigned char *)rec +
	    act->act_vals[0].rv_off, n);
	fputc('}', fp);
}

/* pcap(): {"pcap":{"protocol":N,"length":N,"bytes":[...]}}, the bytes
   captured (none for an skb that could not be read) */
static void
dt_json_pcap(FILE *fp, const char *rec, const dt_action_t *act)
{
	uint64_t cap, len, proto;
	const unsigned char *p = dt_pcap_read(rec, act, &cap, &len, &proto);

	fprintf(fp, "{\"pcap\":{\"protocol\":%llu,\"length\":%llu,"
	    "\"bytes\":", (unsigned long long)proto,
	    (unsigned long long)len);
	dt_json_bytes(fp, p, (size_t)cap);
	fputs("}}", fp);
}

/* What a text printer wrote into fp, as {"key":"text"}. */
static void
dt_json_text(FILE *fp, const char *key, char *text, size_t len)
{
	fputc('{', fp);
	dt_json_key(fp, key);
	dt_json_str(fp, text != NULL ? text : "", len);
	fputc('}', fp);
	free(text);
}

static void
dt_json_printf(dtrace_hdl_t *dtp, FILE *fp, const char *rec,
    const dt_action_t *act)
{
	dt_pfval_t vals[64];
	dt_pfhooks_t hooks;
	char *text = NULL;
	size_t len = 0;
	FILE *mem = dt_xmemstream(&text, &len);
	int n = dt_consume_pfvals(dtp, rec, act, vals);

	dt_stack_hooks(dtp, &hooks);
	dt_printf_exec(mem, act->act_pf, vals, n, &hooks);
	fclose(mem);
	dt_json_text(fp, "message", text, len);
}

static void
dt_json_print(dtrace_hdl_t *dtp, FILE *fp, const char *rec,
    const dt_action_t *act)
{
	char *text = NULL;
	size_t len = 0;
	FILE *mem = dt_xmemstream(&text, &len);

	dt_print_print(dtp, mem, rec, act);
	fclose(mem);
	dt_json_text(fp, "print", text, len);
}

/* ---- a record --------------------------------------------------------- */

static void
dt_json_head(FILE *fp, const dt_epid_t *ep, uint32_t epid, const char *data,
    int cpu)
{
	const dt_probe_t *pr = ep->ep_probe;
	uint64_t ts;

	memcpy(&ts, data + 8, sizeof(ts));
	fprintf(fp, "{\"timestamp\":%llu,\"cpu\":%d,\"id\":%u,"
	    "\"enabled-id\":%u,\"probe-description\":{",
	    (unsigned long long)ts, cpu, pr->pr_id, epid);
	dt_json_key(fp, "provider");
	dt_json_str(fp, pr->pr_prov, strlen(pr->pr_prov));
	fputs(",\"module\":", fp);
	dt_json_str(fp, pr->pr_mod, strlen(pr->pr_mod));
	fputs(",\"function\":", fp);
	dt_json_str(fp, pr->pr_func, strlen(pr->pr_func));
	fputs(",\"name\":", fp);
	dt_json_str(fp, pr->pr_name, strlen(pr->pr_name));
	fputs("},\"output\":[", fp);
}

/* Does the action have an object in "output"? */
static bool
dt_json_prints(const dt_action_t *act)
{
	switch (act->act_kind) {
	case DT_ACT_TRACE: case DT_ACT_TRACEMEM: case DT_ACT_PRINT:
	case DT_ACT_PRINTF: case DT_ACT_EXIT: case DT_ACT_PCAP:
		return true;
	default:
		return false;
	}
}

/* The output object of an action dt_json_prints() names. */
static void
dt_json_action(dtrace_hdl_t *dtp, FILE *fp, const char *data,
    const dt_action_t *act)
{
	int64_t v;

	switch (act->act_kind) {
	case DT_ACT_TRACE:
		dt_json_trace(dtp, fp, data, &act->act_vals[0]);
		break;
	case DT_ACT_TRACEMEM:
		dt_json_tracemem(fp, data, act);
		break;
	case DT_ACT_PCAP:
		dt_json_pcap(fp, data, act);
		break;
	case DT_ACT_PRINT:
		dt_json_print(dtp, fp, data, act);
		break;
	case DT_ACT_PRINTF:
		dt_json_printf(dtp, fp, data, act);
		break;
	default:		/* exit() */
		memcpy(&v, data + act->act_vals[0].rv_off, sizeof(v));
		fprintf(fp, "{\"exit\":%d}", (int)v);
		break;
	}
}

/*
 * The record's line: its values in a memory stream first, so that the
 * line is written whole; printa()'s lines, in another, come after it.
 */
void
dt_json_record(dtrace_hdl_t *dtp, const dt_epid_t *ep, const char *data,
    int cpu)
{
	char *line = NULL, *after = NULL;
	size_t linelen = 0, afterlen = 0;
	FILE *lfp = dt_xmemstream(&line, &linelen);
	FILE *afp = dt_xmemstream(&after, &afterlen);
	uint32_t epid = (uint32_t)(ep - dtp->dt_epids) + 1;
	int n = 0;

	for (const dt_action_t *act = ep->ep_clause->cl_actions; act != NULL;
	    act = act->act_next) {
		uint64_t ran;

		if (act->act_condoff != 0) {
			memcpy(&ran, data + act->act_condoff, sizeof(ran));
			if (ran == 0)
				continue;	/* a branch not taken */
		}
		if (dt_json_prints(act)) {
			if (n++ > 0)
				fputc(',', lfp);
			dt_json_action(dtp, lfp, data, act);
		}
		dt_consume_effect(dtp, ep, act, data, afp);
	}
	fclose(lfp);
	fclose(afp);
	if (n > 0 || (!dtp->dt_opts.quiet &&
	    !dt_spec_silent(ep->ep_clause))) {
		dt_json_head(dtp->dt_out, ep, epid, data, cpu);
		fwrite(line, 1, linelen, dtp->dt_out);
		fputs("]}\n", dtp->dt_out);
	}
	fwrite(after, 1, afterlen, dtp->dt_out);
	fflush(dtp->dt_out);
	free(line);
	free(after);
}
