/*
 * dt_bpf_str.c -- the string subroutines of D (strjoin, substr, index,
 * strtok, lltostr, ...) as BPF support functions.  Included by
 * dt_bpflib.c; the code generator (dt_cg_str.c) calls them.
 *
 * A D string is a pointer to a buffer of strsize + 1 bytes (strsize
 * characters and the NUL, as Oracle's DTrace counts them), padded to
 * whole 8-byte words (DT_STRBUF), in map memory, holding a NUL within its
 * first strsize + 1 bytes; "strsize" below means those bytes.  Every
 * function here takes the buffers it reads and writes as such pointers,
 * and that size (`size`) as an argument: the code
 * generator passes it as a constant, and since these functions are
 * verified in their caller's context, the verifier knows it too and can
 * check every access against the buffer.
 *
 * How the loops pass the verifier.  The verifier walks a bounded loop
 * iteration by iteration, and at each branch it cannot decide it keeps
 * the other path for later: at most 8192 of those may wait at once, and
 * at most a million instructions may be walked in all.  A byte loop over
 * a 4096-byte string that branches on each byte exceeds both.  So:
 *
 *   - what a helper can do, a helper does: bpf_probe_read_kernel_str()
 *     both copies a string and returns its length (strlen, strjoin,
 *     substr, and the final copy of every function that returns a
 *     string);
 *   - scanning loops do not branch on data.  They compute with masks: a
 *     comparison becomes 0 or 1 (dt_eq0() below), a choice becomes
 *     (a & m) | (b & ~m).  The only branch is the loop bound, so the
 *     verifier walks one path.  dt_opaque() keeps clang from turning
 *     the arithmetic back into compare-and-branch;
 *   - where bytes can be handled eight at a time (toupper, strchr), the
 *     loop runs over words, with the classic zero-byte mask
 *     (DT_ZBYTES): strsize/8 iterations;
 *   - an index computed from data is masked or clamped before it
 *     addresses memory, so the verifier can bound the access.
 *
 * Substring search (index, rindex, strstr) is Knuth-Morris-Pratt: a
 * failure table over the pattern, then one pass over the text, each a
 * bpf_loop() of one step a call (see dt_str_kmp), which the verifier
 * checks once rather than step by step: twelve searches at the default
 * strsize cost it about 13000 instructions (one cost 190000 as flat
 * loops), and index() passes at strsize=4096.  strtok()'s two scans are
 * bpf_loop()s too: about 350 instructions a call (70000 before).
 *
 * Known limit (measured on 6.18): the verifier walks the flat byte loops
 * that remain many more times than once, for reasons not yet understood
 * (basename() and dirname() cost it about 80000 instructions at 256 as a
 * flat loop, and are bpf_loop()s now: dt_bpf_path.c).
 */

/* helpers, by number (include/uapi/linux/bpf.h) */
static long (*const bpf_probe_read_kernel)(void *dst, unsigned int size,
    const void *src) = (void *)113;
static long (*const bpf_probe_read_kernel_str)(void *dst, unsigned int size,
    const void *src) = (void *)115;
static long (*const bpf_loop)(unsigned int nr, long (*fn)(uint64_t, void *),
    void *ctx, uint64_t flags) = (void *)181;

#define DT_ONES		0x0101010101010101ULL
#define DT_HIGHS	0x8080808080808080ULL
#define DT_LOWS7	0x7f7f7f7f7f7f7f7fULL

/* 0x80 in each byte of x that is zero, exactly (no false positives) */
#define DT_ZBYTES(x)	(~((((x) & DT_LOWS7) + DT_LOWS7) | (x) | DT_LOWS7))

/* A value clang cannot see through (it would turn masks into branches). */
static __attribute__((always_inline)) uint64_t
dt_opaque(uint64_t v)
{
	asm volatile("" : "+r"(v));
	return v;
}

/* 1 if v == 0, else 0, for v < 2^63 */
static __attribute__((always_inline)) uint64_t
dt_eq0(uint64_t v)
{
	return (dt_opaque(v) - 1) >> 63;
}

/* 1 if v != 0, else 0, for any v */
static __attribute__((always_inline)) uint64_t
dt_ne0(uint64_t v)
{
	uint64_t n = dt_opaque(-v);

	return (v | n) >> 63;
}

/* 1 if a < b, else 0, for a, b < 2^63 */
static __attribute__((always_inline)) uint64_t
dt_lt(uint64_t a, uint64_t b)
{
	return (dt_opaque(a) - b) >> 63;
}

/* m ? a : b, for m 0 or 1 */
static __attribute__((always_inline)) uint64_t
dt_sel(uint64_t m, uint64_t a, uint64_t b)
{
	uint64_t mask = -dt_opaque(m);

	return (a & mask) | (b & ~mask);
}

/* The index (0..7) of byte b, given b's 0x80 bit alone. */
static __attribute__((always_inline)) uint64_t
dt_byteidx(uint64_t bit)
{
	return ((bit >> 7) * 0x0001020304050607ULL) >> 56;
}

/* The length of string s (a D string of at most size bytes). */
static __attribute__((always_inline)) uint64_t
dt_slen(char *scratch, const char *s, uint64_t size)
{
	long n = bpf_probe_read_kernel_str(scratch, size, s);

	if (n < 1)
		return 0;
	if (n > (long)size)
		n = size;
	return n - 1;
}

/*
 * The same without a branch, for functions that loop afterwards: a branch
 * before a loop would have the verifier walk the loop once for each side.
 * mask is a power of two less one, at least size - 1.
 */
static __attribute__((always_inline)) uint64_t
dt_slen_nb(char *scratch, const char *s, uint64_t size, uint64_t mask)
{
	int64_t n = bpf_probe_read_kernel_str(scratch, size, s) - 1;

	return (n & ~(n >> 63)) & mask;		/* max(n, 0) */
}

/* dst = the len bytes at src, then a NUL (len < size) */
static __attribute__((always_inline)) void
dt_scopy(char *dst, const char *src, uint64_t len, uint64_t size)
{
	if (len >= size)
		len = size - 1;
	bpf_probe_read_kernel_str(dst, len + 1, src);
}

/* strlen(s) */
DT_BPF_FUNC uint64_t
dt_str_len(const char *s, char *scratch, uint64_t size)
{
	return dt_slen(scratch, s, size);
}

/* strjoin(a, b): as much of a then b as fits in strsize - 1 characters */
DT_BPF_FUNC void
dt_str_join(char *dst, const char *a, const char *b, uint64_t size)
{
	uint64_t n = dt_slen(dst, a, size);

	if (n >= size)
		return;
	bpf_probe_read_kernel_str(dst + n, size - n, b);
}

/*
 * substr(s, index, count) as DTrace defines it: a negative index counts
 * from the end, a negative count leaves that many characters off the end;
 * what falls outside the string is dropped.  (Two arguments: count is
 * strsize.)
 */
DT_BPF_FUNC void
dt_str_substr(char *dst, const char *s, int64_t idx, int64_t cnt,
    uint64_t size)
{
	int64_t len = dt_slen(dst, s, size);

	if (idx < 0) {
		idx += len;
		if (idx < 0 && idx + cnt > 0) {
			cnt += idx;
			idx = 0;
		}
	}
	if (idx >= len || idx < 0)
		cnt = 0;
	else if (cnt < 0)
		cnt += len - idx;
	else if (cnt > len - idx)
		cnt = len - idx;
	if (cnt <= 0 || idx < 0 || idx >= (int64_t)size) {
		dst[0] = '\0';
		return;
	}
	dt_scopy(dst, s + idx, cnt, size);
}

/* toupper(s) (upper = 1), tolower(s): eight bytes at a time */
DT_BPF_FUNC void
dt_str_case(char *dst, const char *s, uint64_t size, uint64_t upper)
{
	uint64_t lo = upper ? (0x80 - 'a') * DT_ONES : (0x80 - 'A') * DT_ONES;
	uint64_t hi = upper ? (0x80 - 'z' - 1) * DT_ONES :
	    (0x80 - 'Z' - 1) * DT_ONES;
	uint64_t i;

	bpf_probe_read_kernel_str(dst, size, s);
	for (i = 0; i < size; i += 8) {
		uint64_t w = *(uint64_t *)(dst + i), l = w & DT_LOWS7;
		uint64_t m = (l + lo) & ~(l + hi) & ~w & DT_HIGHS;

		*(uint64_t *)(dst + i) = w ^ (m >> 2);	/* 0x80 >> 2: case */
	}
}

/*
 * strchr(s, c) (last = 0) and strrchr(s, c): the tail of s from the first
 * (last) c, which may be the terminating NUL; the empty string (DTrace's
 * NULL) if there is none.
 */
DT_BPF_FUNC void
dt_str_chr(char *dst, const char *s, uint64_t c, uint64_t size,
    uint64_t last)
{
	uint64_t cw = (c & 0xff) * DT_ONES, pos = 0, found = 0, done = 0;
	uint64_t i;

	for (i = 0; i < size; i += 8) {
		uint64_t w = *(const uint64_t *)(s + i);
		uint64_t zm = DT_ZBYTES(w), cm = DT_ZBYTES(w ^ cw);
		uint64_t nul = zm & -zm;	/* the first NUL's bit, or 0 */
		uint64_t hits = cm & (nul | (nul - 1));
		uint64_t first = hits & -hits, h = hits >> 7, k, take;

		/* the last hit: smear its byte down, count the bytes */
		h |= h >> 8;
		h |= h >> 16;
		h |= h >> 32;
		k = last ? ((h & DT_ONES) * DT_ONES >> 56) - 1 :
		    dt_byteidx(first);
		take = dt_ne0(hits) & (1 - done);
		pos = dt_sel(take, i + (k & 7), pos);
		found |= take;
		done |= dt_ne0(zm) | (take & (1 - last));
	}
	if (!found || pos >= size) {
		dst[0] = '\0';
		return;
	}
	bpf_probe_read_kernel_str(dst, size - pos, s + pos);
}

/*
 * lltostr(v, base): v in base 2..36, digits 0-9a-z; in base 16 with a
 * 0x prefix and in base 8 with a 0, a minus sign only in base 10.  The
 * digits are written backwards into buf (72 bytes) by a branch-free loop
 * of 64 divisions.  Returns -1 for a bad base (the caller faults).
 */
DT_BPF_FUNC int64_t
dt_str_lltostr(char *dst, int64_t v, uint64_t base, char *buf, uint64_t size)
{
	uint64_t u, ndig = 0, i, pos;
	int neg = base == 10 && v < 0;

	if (base < 2 || base > 36)
		return -1;
	u = neg ? -(uint64_t)v : (uint64_t)v;
	buf[70] = '\0';
	for (i = 0; i < 64; i++) {
		uint64_t d = u % base, more = dt_ne0(u);

		/* '0'..'9', then 'a'..: 39 more past '9' */
		buf[69 - i] = '0' + d + 39 * dt_lt(9, d);
		ndig += more;
		u /= base;
	}
	pos = 70 - ndig;
	if (v == 0 && base == 16)
		buf[--pos] = '0';
	if (base == 16)
		buf[--pos] = 'x';
	if (v == 0 || base == 8 || base == 16)
		buf[--pos] = '0';
	if (neg)
		buf[--pos] = '-';
	if (pos > 70)
		pos = 70;
	bpf_probe_read_kernel_str(dst, size, buf + pos);
	return 0;
}

/*
 * strtok's scan, as two bpf_loop()s (see dt_str_kmp for why): the
 * context on the stack holds what does not change while a loop runs; the
 * token's bounds as found so far (tk, in map memory after the delimiter
 * map) change at each step, and the verifier does not track them there.
 */
struct dt_tok {
	const unsigned char *s;		/* the delimiters; the string */
	uint64_t *map;			/* the delimiters' 256-bit map */
	uint64_t *tk;		/* start, end, have_start, have_end */
	uint64_t size, len, off;
};

/* delimiter i (i < size) into the map, if it is before the NUL */
static __attribute__((noinline)) long
dt_tok_map_step(uint64_t i, void *arg)
{
	struct dt_tok *c = arg;
	uint64_t ch;

	if (i >= c->size)
		return 1;
	ch = c->s[i];
	c->map[(ch >> 6) & 3] |= dt_lt(i, c->len) << (ch & 63);
	return 0;
}

/* byte i of the string: the token starts at its first non-delimiter at
   or after off, and ends at the next delimiter */
static __attribute__((noinline)) long
dt_tok_scan_step(uint64_t i, void *arg)
{
	struct dt_tok *c = arg;
	uint64_t *tk = c->tk, ch, in, del, st, e;

	if (i >= c->size)
		return 1;
	ch = c->s[i];
	in = dt_lt(i, c->len) & (1 - dt_lt(i, c->off));
	del = (c->map[(ch >> 6) & 3] >> (ch & 63)) & 1;
	st = in & (1 - del) & (1 - tk[2]);
	e = in & del & tk[2] & (1 - tk[3]);
	tk[0] = dt_sel(st, i, tk[0]);
	tk[2] |= st;
	tk[1] = dt_sel(e, i, tk[1]);
	tk[3] |= e;
	return 0;
}

/*
 * strtok(s, delims): s (or, if s is NULL, what is left of the string the
 * last call on this CPU was given) is kept in state, followed by the
 * offset at which the next call goes on.  The delimiters become a 256-bit
 * map; one branch-free pass finds the token's start (the first
 * non-delimiter from the offset) and end (the next delimiter or the end).
 * No token: the empty string (DTrace's NULL), and so for later calls.
 * map is 64 bytes: the delimiters' map, then the scan's tk.
 */
DT_BPF_FUNC void
dt_str_tok(char *dst, const char *delims, char *state, uint64_t *map,
    uint64_t size_np2)
{
	uint64_t size = size_np2 & 0xffffffff, M = (size_np2 >> 32) - 1;
	uint64_t *offp = (uint64_t *)(state + ((size + 7) & ~7ULL));
	uint64_t len = dt_slen_nb(dst, state, size, M);
	uint64_t *tk = map + 4, start, end;
	struct dt_tok c;

	map[0] = map[1] = map[2] = map[3] = 0;
	tk[0] = tk[1] = tk[2] = tk[3] = 0;
	c.s = (const unsigned char *)delims;
	c.map = map;
	c.tk = tk;
	c.size = size;
	c.len = dt_slen_nb(dst, delims, size, M);
	c.off = *offp & M;
	/* opaque: clang would pass the unmasked size_np2 for a 32-bit
	   argument, and the verifier's inlined bpf_loop() checks all 64 */
	bpf_loop((unsigned int)dt_opaque(size), dt_tok_map_step, &c, 0);
	c.s = (const unsigned char *)state;
	c.len = len;
	bpf_loop((unsigned int)dt_opaque(size), dt_tok_scan_step, &c, 0);
	start = tk[0];
	end = tk[3] ? tk[1] : len;
	if (!tk[2] || start >= size || end < start || end > size) {
		*offp = len;
		dst[0] = '\0';
		return;
	}
	*offp = end;
	dt_scopy(dst, state + start, end - start, size);
}

/*
 * Knuth-Morris-Pratt, one step at a time under bpf_loop() (kernel >= 5.17,
 * commit e6f2dd0f8067 "bpf: Add bpf_loop helper"): the verifier checks a
 * loop callback as a function, until its states repeat, not once per
 * iteration as it walks a bounded loop.  For the states to repeat, the
 * positions i and k that change at each step live in map memory (st,
 * 16 bytes after the work areas), whose contents the verifier does not
 * track: on the stack it would know them exactly, and see a new state at
 * every step.  What stays on the stack (struct dt_kmp, the callbacks'
 * context) does not change while a loop runs.  The callbacks return 1 to
 * end the loop early.
 *
 * The text (n bytes) and the pattern (m bytes) are in buffers of np2
 * bytes (a power of two, M = np2 - 1), so that an index masked with M
 * stays inside; the failure table is np2 uint16_t.  M is a constant the
 * verifier knows (from the code generator, through the caller's stack).
 */
struct dt_kmp {
	const unsigned char *txt, *pat;
	uint16_t *fail;
	uint64_t *st;			/* st[0] = i, st[1] = k */
	uint64_t n, m, M;
};

/* the next k after comparing position k of the pattern: eq says equal */
static __attribute__((always_inline)) uint64_t
dt_kmp_next(const struct dt_kmp *c, uint64_t k, uint64_t eq)
{
	if (eq)
		return k + 1;
	return k != 0 ? c->fail[(k - 1) & c->M] : 0;
}

/* fail[i]: the longest proper prefix of pat[0..i] that ends there */
static __attribute__((noinline)) long
dt_kmp_table_step(uint64_t t, void *arg)
{
	struct dt_kmp *c = arg;
	uint64_t i = c->st[0], k = c->st[1], M = c->M, eq, nk;

	if (i >= c->m)
		return 1;
	eq = c->pat[i & M] == c->pat[k & M];
	nk = dt_kmp_next(c, k, eq);
	c->fail[i & M] = (uint16_t)nk;
	c->st[0] = i + (eq || k == 0);
	c->st[1] = nk;
	return 0;
}

/* the text: k characters of pat match before txt[i] */
static __attribute__((noinline)) long
dt_kmp_text_step(uint64_t t, void *arg)
{
	struct dt_kmp *c = arg;
	uint64_t i = c->st[0], k = c->st[1], M = c->M, eq;

	if (i >= c->n || k >= c->m)
		return 1;
	eq = c->txt[i & M] == c->pat[k & M];
	c->st[1] = dt_kmp_next(c, k, eq);
	c->st[0] = i + (eq || k == 0);
	return 0;
}

/*
 * The first position >= from of the pattern in the text, or -1.  The
 * work areas start at work: the text at work + txtoff, the pattern np2
 * bytes after it, the failure table at work + 4 * np2, st at 6 * np2.
 */
static __attribute__((noinline)) int64_t
dt_str_kmp(unsigned char *work, uint64_t txtoff, uint64_t nm, uint64_t from,
    uint64_t np2)
{
	struct dt_kmp c;

	c.txt = work + txtoff;
	c.pat = c.txt + np2;
	c.fail = (uint16_t *)(work + 4 * np2);
	c.st = (uint64_t *)(work + 6 * np2);
	c.n = nm >> 32;
	c.m = nm & 0xffffffff;
	c.M = np2 - 1;
	c.fail[0] = 0;
	c.st[0] = 1;
	c.st[1] = 0;
	bpf_loop((unsigned int)np2, dt_kmp_table_step, &c, 0);
	c.st[0] = from;
	c.st[1] = 0;
	bpf_loop((unsigned int)(2 * np2), dt_kmp_text_step, &c, 0);
	return c.st[1] == c.m ? (int64_t)(c.st[0] - c.m) : -1;
}

/* dst[0..np2) = the first n bytes of src, reversed */
static __attribute__((always_inline)) void
dt_str_reverse(unsigned char *dst, const unsigned char *src, uint64_t n,
    uint64_t np2)
{
	uint64_t j;

	for (j = 0; j < np2; j++)
		dst[j] = src[(n - 1 - j) & (np2 - 1)];
}

/*
 * index(s, sub, start) (rev = 0) and rindex(s, sub, start), as DTrace
 * (and Perl) define them: start is clamped to the string; index finds the
 * first sub at or after it, rindex the last at or before it; an empty sub
 * is found at start.  A negative start is 0 for index, but rindex finds
 * nothing there (only an empty sub, at 0).  (No start: 0 for index, strsize for rindex.)
 * work is four areas of np2 bytes and one of 2 * np2.
 */
DT_BPF_FUNC int64_t
dt_str_index(const char *s, const char *sub, int64_t start, char *work,
    uint64_t size_rev_np2)
{
	uint64_t size = size_rev_np2 & 0xffff;
	uint64_t rev = (size_rev_np2 >> 16) & 1, np2 = size_rev_np2 >> 32;
	unsigned char *txt = (unsigned char *)work, *pat = txt + np2;
	unsigned char *rtxt = pat + np2, *rpat = rtxt + np2;
	int64_t n, m, from, r;

	if (size > np2)
		return -1;
	n = bpf_probe_read_kernel_str(txt, size, s) - 1;
	m = bpf_probe_read_kernel_str(pat, size, sub) - 1;
	if (n < 0 || m < 0)
		return -1;
	/* Perl's rindex: no match before the string, but "" is at 0 */
	if (rev && start < 0)
		return m == 0 ? 0 : -1;
	if (start < 0)
		start = 0;
	if (start > n)
		start = n;
	if (!rev)
		return dt_str_kmp(txt, 0, n << 32 | m, start, np2);
	if (start > n - m)
		start = n - m;
	if (start < 0)
		return -1;
	dt_str_reverse(rtxt, txt, n, np2);
	dt_str_reverse(rpat, pat, m, np2);
	from = n - m - start;
	r = dt_str_kmp(txt, 2 * np2, n << 32 | m, from, np2);
	return r < 0 ? -1 : n - m - r;
}
