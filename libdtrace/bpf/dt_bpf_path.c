/*
 * dt_bpf_path.c -- D's path subroutines basename(), dirname() and
 * cleanpath() as BPF support functions.  Included by dt_bpflib.c after
 * dt_bpf_str.c, whose branch-free helpers (dt_sel, dt_eq0, dt_lt, ...)
 * they use; the code generator (dt_cg_subr.c) calls them.
 *
 * Each is one pass over the string, a bpf_loop() of one character a
 * step (see dt_str_kmp in dt_bpf_str.c for why), then a copy of the
 * result into the destination with bpf_probe_read_kernel_str().
 *
 * The results are DTrace's, which are those of basename(1) and dirname(1)
 * for basename and dirname:
 *
 *	"/foo/bar/baz/"	basename "baz"	dirname "/foo/bar"
 *	"/foo/bar/baz/." basename "."	dirname "/foo/bar/baz"
 *	"/", "//"	basename "/"	dirname "/"
 *	"f/", ""	basename "f"/"." dirname "."
 *
 * and for cleanpath the lexical clean-up: repeated slashes become one,
 * "." components go, a ".." takes the component before it away (at the
 * root it goes itself; in a relative path with nothing left to take it
 * stays), a trailing slash goes; what is left of a relative path that
 * cleans to nothing is "."; the empty string stays empty.
 */

/*
 * basename(s) (dir = 0) and dirname(s) (dir = 1).  The pass finds
 *	e	the end of the last component (after its last character),
 *	b	where it starts (after the slash before it; 0: no slash),
 *	d	the end of the directory part (the last character before
 *		the slashes that precede the last component),
 * keeping at each slash the end of the component before it.
 *
 * The pass is a bpf_loop() of one character a call, its state in map
 * memory (struct dt_base_st), as cleanpath's is: the verifier checks the
 * step once.  As a flat loop it walked the pass many times over (80000
 * instructions a call at strsize 256; eighteen calls in one clause did not
 * load).
 */
struct dt_base_st {
	uint64_t e, b, d, slash1, dslash, n;
};

struct dt_base {
	const unsigned char *s;
	struct dt_base_st *st;
	uint64_t size;
};

static __attribute__((noinline)) long
dt_base_step(uint64_t i, void *arg)
{
	struct dt_base *cx = arg;
	struct dt_base_st *st = cx->st;
	uint64_t c, isslash, non;

	if (i >= cx->size)
		return 1;
	c = cx->s[i];
	if (c == '\0')
		return 1;
	isslash = dt_eq0(c ^ '/');
	non = 1 - isslash;
	st->n++;
	st->slash1 = dt_sel(isslash, i + 1, st->slash1);
	st->dslash = dt_sel(isslash, st->e, st->dslash);
	st->b = dt_sel(non, st->slash1, st->b);
	st->d = dt_sel(non, st->dslash, st->d);
	st->e = dt_sel(non, i + 1, st->e);
	return 0;
}

/* work: the pass's state (48 bytes); size_dir: dir << 32 | strsize */
DT_BPF_FUNC void
dt_path_base(char *dst, const char *s, char *work, uint64_t size_dir)
{
	uint64_t size = dt_opaque(size_dir & 0xffffffff);
	uint64_t dir = size_dir >> 32, e, b, d;
	struct dt_base_st *st = (struct dt_base_st *)work;
	struct dt_base cx;

	cx.s = (const unsigned char *)s;
	cx.st = st;
	cx.size = size;
	st->e = st->b = st->d = st->slash1 = st->dslash = st->n = 0;
	bpf_loop((unsigned int)size, dt_base_step, &cx, 0);
	/* positions in a string (strsize is at most 4096): the masks let
	   6.1's verifier bound them ("math between map_value pointer and
	   register with unbounded min value") */
	e = st->e & 0x1fff;
	b = st->b & 0x1fff;
	d = st->d & 0x1fff;
	if (e == 0) {			/* "" or nothing but slashes */
		dst[0] = st->n == 0 ? '.' : '/';
		dst[1] = '\0';
		return;
	}
	if (e > size)		/* bounds the verifier can see */
		e = size;
	if (b > e)
		b = e;
	if (!dir) {
		dt_scopy(dst, s + b, e - b, size);
		return;
	}
	if (b == 0 || d == 0) {		/* "f": "."; "/f": "/" */
		dst[0] = b == 0 ? '.' : '/';
		dst[1] = '\0';
		return;
	}
	dt_scopy(dst, s, d, size);
}

/*
 * cleanpath(s).  Characters are copied to out as they are read; at the
 * end of each component (a slash or the end of the string) the component
 * is kept, or dropped by moving the write position w back to where it
 * began.  stack[k] is where component k began in out (before its
 * separator), so a ".." goes back to where the component before it began.
 * depth counts the components kept, dots how many of them are leading
 * ".." of a relative path, which a later ".." cannot take away.
 *
 * The pass is a bpf_loop() of one character a call (see dt_str_kmp in
 * dt_bpf_str.c for why): what changes at each step (struct dt_clean_st)
 * is kept in map memory, where the verifier does not track it, so that
 * it checks the step once; a flat loop cost it a million instructions at
 * strsize 256.
 *
 * work: out (2 * np2 bytes, so that w masked with 2 * np2 - 1 never wraps
 * onto written output), then the stack (np2 uint16_t), then at 6 * np2
 * the step's state (64 bytes).
 */
struct dt_clean_st {
	uint64_t w, cbw, clen, c0, c1, depth, dots, done;
};

struct dt_clean {
	const unsigned char *s;
	unsigned char *out;
	uint16_t *stack;
	struct dt_clean_st *st;
	uint64_t size, M, OM, rooted;
};

static __attribute__((noinline)) long
dt_clean_step(uint64_t i, void *arg)
{
	struct dt_clean *cx = arg;
	struct dt_clean_st *st = cx->st;
	uint64_t M = cx->M, OM = cx->OM, rooted = cx->rooted;
	uint64_t w = st->w, clen = st->clen, depth = st->depth;
	uint64_t c, nul, live, sep, ch, start, needsep;
	uint64_t has, isdot, isdd, pop, drop, keepdd, push;

	if (i >= cx->size)
		return 1;
	c = cx->s[i];
	nul = dt_eq0(c);
	live = 1 - st->done;
	sep = live & (nul | dt_eq0(c ^ '/'));
	ch = live - sep;
	start = ch & dt_eq0(clen);
	st->done |= nul;
	/* a character: the separator before a new component, then the
	   character (writes past w are never part of the result) */
	st->cbw = dt_sel(start, w, st->cbw);
	needsep = start & dt_lt(rooted, w);
	cx->out[w & OM] = '/';
	w += needsep;
	cx->out[w & OM] = c;
	w += ch;
	st->c1 = dt_sel(ch & dt_eq0(clen ^ 1), c, st->c1);
	st->c0 = dt_sel(start, c, st->c0);
	clen += ch;

	/* the end of a component: keep it or drop it */
	has = sep & dt_ne0(clen);
	isdot = has & dt_eq0(clen ^ 1) & dt_eq0(st->c0 ^ '.');
	isdd = has & dt_eq0(clen ^ 2) & dt_eq0(st->c0 ^ '.') &
	    dt_eq0(st->c1 ^ '.');
	pop = isdd & dt_lt(st->dots, depth);
	drop = isdot | (isdd & (1 - pop) & rooted);
	keepdd = isdd & (1 - pop) & (1 - rooted);
	push = (has & (1 - isdot) & (1 - isdd)) | keepdd;
	cx->stack[depth & M] = st->cbw;	/* above the top: harmless */
	w = dt_sel(drop, st->cbw, w);
	w = dt_sel(pop, cx->stack[(depth - 1) & M], w);
	depth = depth + push - pop;
	st->dots = dt_sel(keepdd, depth, st->dots);
	st->clen = dt_sel(sep, 0, clen);
	st->w = w;
	st->depth = depth;
	return 0;
}

DT_BPF_FUNC void
dt_path_clean(char *dst, const char *s, char *work, uint64_t size_np2)
{
	/* opaque: the helpers' sizes are 32 bits, and clang would pass the
	   register unmasked, which the verifier cannot bound (and which its
	   inlined bpf_loop() checks whole) */
	uint64_t size = dt_opaque(size_np2 & 0xffffffff), np2 = size_np2 >> 32;
	unsigned char *out = (unsigned char *)work;
	struct dt_clean_st *st = (struct dt_clean_st *)(work + 6 * np2);
	struct dt_clean cx;
	uint64_t w;

	cx.s = (const unsigned char *)s;
	cx.out = out;
	cx.stack = (uint16_t *)(work + 2 * np2);
	cx.st = st;
	cx.size = size;
	cx.M = np2 - 1;
	cx.OM = 2 * np2 - 1;
	cx.rooted = dt_eq0(*(const unsigned char *)s ^ '/');
	st->w = cx.rooted;
	st->cbw = st->clen = st->c0 = st->c1 = 0;
	st->depth = st->dots = st->done = 0;
	out[0] = '/';
	bpf_loop((unsigned int)size, dt_clean_step, &cx, 0);
	if (*(const unsigned char *)s == '\0') {
		dst[0] = '\0';
		return;
	}
	w = st->w;
	if (w == 0)
		out[w++] = '.';
	out[w & cx.OM] = '\0';
	bpf_probe_read_kernel_str(dst, size, out);
}
