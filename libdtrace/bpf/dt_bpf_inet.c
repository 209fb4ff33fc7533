/*
 * dt_bpf_inet.c -- inet_ntoa(), inet_ntoa6(), inet_ntop() and link_ntop()
 * as BPF support functions (included by dt_bpflib.c after dt_bpf_str.c,
 * whose branch-free helpers they use; called from dt_cg_subr.c).
 *
 * The address is read from kernel memory (or from scratch memory that
 * alloca() or copyin() gave, which is kernel memory too) with
 * bpf_probe_read_kernel(); a failed read returns -1 and the caller
 * faults.  The text is built in work (16 bytes of address, then up to
 * 64 of text) and copied into the destination string, truncated to
 * size - 1 characters (strsize).
 *
 * IPv6 as DTrace prints it: eight 16-bit groups in lower-case hex
 * without leading zeros, the first longest run of two or more zero
 * groups written "::" (a single zero group stays "0"); an IPv4 address
 * in IPv6 (the first five groups zero, then ffff; or six zero groups and
 * then anything but 0.0.0.0 and 0.0.0.1, which are "::" and "::1") is
 * printed as the IPv4 address alone, dotted decimal; or, by inet_ntop()
 * and inet_ntoa6(addr, non-zero), strictly as Oracle's DTrace writes it:
 * "::ffff:" or "::" before the dotted decimal.
 */

#define DT_INET_TXT	16	/* the text's offset in work */
#define DT_INET_TXTMASK	63

/* '0'..'9', 'a'..'f' */
static __attribute__((always_inline)) uint64_t
dt_inet_hexdig(uint64_t x)
{
	return '0' + x + 39 * dt_lt(9, x);
}

/* v (0..255) in decimal at txt[o]; returns the new o */
static __attribute__((always_inline)) uint64_t
dt_inet_dec(unsigned char *txt, uint64_t o, uint64_t v)
{
	uint64_t h = v / 100, t = v / 10 % 10, u = v % 10;
	uint64_t n = 1 + dt_lt(9, v) + dt_lt(99, v);

	/* the digits left-aligned; bytes past n are overwritten later */
	txt[o & DT_INET_TXTMASK] = '0' + dt_sel(dt_eq0(n ^ 3), h,
	    dt_sel(dt_eq0(n ^ 2), t, u));
	txt[(o + 1) & DT_INET_TXTMASK] = '0' + dt_sel(dt_eq0(n ^ 3), t, u);
	txt[(o + 2) & DT_INET_TXTMASK] = '0' + u;
	return o + n;
}

/* the four bytes at b as a.b.c.d at txt[0..] */
static __attribute__((always_inline)) void
dt_inet_quad(unsigned char *txt, const unsigned char *b)
{
	uint64_t o = 0, k;

	for (k = 0; k < 4; k++) {
		o = dt_inet_dec(txt, o, b[k]);
		txt[o & DT_INET_TXTMASK] = '.';
		o += dt_lt(k, 3);
	}
	txt[o & DT_INET_TXTMASK] = '\0';
}

/* inet_ntoa(addr): addr points to an IPv4 address in network order */
DT_BPF_FUNC int64_t
dt_inet_ntoa(char *dst, const void *addr, char *work, uint64_t size)
{
	unsigned char *in = (unsigned char *)work;

	if (bpf_probe_read_kernel(in, 4, addr) != 0)
		return -1;
	dt_inet_quad(in + DT_INET_TXT, in);
	bpf_probe_read_kernel_str(dst, size, in + DT_INET_TXT);
	return 0;
}

/* Where the first longest run of two or more zero groups starts, and its
   length (0: none), packed as start << 8 | length. */
static __attribute__((always_inline)) uint64_t
dt_inet_zrun(const unsigned char *in)
{
	uint64_t run = 0, best = 0, bstart = 0, k;

	for (k = 0; k < 8; k++) {
		uint64_t z = dt_eq0(in[2 * k] | in[2 * k + 1]);
		uint64_t better;

		run = dt_sel(z, run + 1, 0);
		better = dt_lt(best, run);
		best = dt_sel(better, run, best);
		bstart = dt_sel(better, k + 1 - run, bstart);
	}
	best = dt_sel(dt_lt(best, 2), 0, best);
	return bstart << 8 | best;
}

/* Is the IPv6 address at in an IPv4 one (mapped or compatible)? */
static __attribute__((always_inline)) uint64_t
dt_inet_isv4(const unsigned char *in)
{
	uint64_t lead = 0, g5, g6, g7, k;

	for (k = 0; k < 10; k++)
		lead |= in[k];
	g5 = (uint64_t)in[10] << 8 | in[11];
	g6 = (uint64_t)in[12] << 8 | in[13];
	g7 = (uint64_t)in[14] << 8 | in[15];
	return dt_eq0(lead) & (dt_eq0(g5 ^ 0xffff) |
	    (dt_eq0(g5) & (dt_ne0(g6) | dt_lt(1, g7))));
}

/* the IPv6 address at in as text at txt[0..] */
static __attribute__((always_inline)) void
dt_inet_six(unsigned char *txt, const unsigned char *in)
{
	uint64_t zr = dt_inet_zrun(in), bs = zr >> 8, bl = zr & 0xff;
	uint64_t o = 0, k, j;

	for (k = 0; k < 8; k++) {
		uint64_t g = (uint64_t)in[2 * k] << 8 | in[2 * k + 1];
		uint64_t inrun = (1 - dt_lt(k, bs)) & dt_lt(k, bs + bl);
		uint64_t after = dt_ne0(bl) & dt_eq0(k ^ (bs + bl));
		uint64_t dcolon = dt_ne0(bl) & dt_eq0(k ^ bs);
		uint64_t word = 1 - inrun;
		uint64_t nd = 1 + dt_lt(0xf, g) + dt_lt(0xff, g) +
		    dt_lt(0xfff, g);

		txt[o & DT_INET_TXTMASK] = ':';
		txt[(o + 1) & DT_INET_TXTMASK] = ':';
		o += 2 * dcolon;
		o += word & dt_ne0(k) & (1 - after);
		for (j = 0; j < 4; j++)
			txt[(o + j) & DT_INET_TXTMASK] = dt_inet_hexdig((g >>
			    ((4 * (nd - 1 - j)) & 63)) & 0xf);
		o += word * nd;
	}
	txt[o & DT_INET_TXTMASK] = '\0';
}

/* inet_ntoa6(addr, strict): addr points to an in6_addr */
DT_BPF_FUNC int64_t
dt_inet_ntoa6(char *dst, const void *addr, char *work, uint64_t size,
    uint64_t strict)
{
	unsigned char *in = (unsigned char *)work, *txt = in + DT_INET_TXT;
	uint64_t o = 0, mapped;

	if (bpf_probe_read_kernel(in, 16, addr) != 0)
		return -1;
	if (dt_inet_isv4(in)) {
		if (strict) {		/* "::", "ffff:" if mapped */
			mapped = dt_eq0(in[11] ^ 0xff);
			txt[0] = txt[1] = ':';
			txt[2] = txt[3] = txt[4] = txt[5] = 'f';
			txt[6] = ':';
			o = 2 + 5 * mapped;
		}
		dt_inet_quad(txt + (o & 7), in + 12);
	} else
		dt_inet_six(in + DT_INET_TXT, in);
	bpf_probe_read_kernel_str(dst, size, in + DT_INET_TXT);
	return 0;
}

/* inet_ntop(af, addr): -1 for a bad address, -2 for an unknown family */
DT_BPF_FUNC int64_t
dt_inet_ntop(char *dst, int64_t af, const void *addr, char *work,
    uint64_t size)
{
	if (af == 2)			/* AF_INET */
		return dt_inet_ntoa(dst, addr, work, size);
	if (af == 10)			/* AF_INET6 on Linux */
		return dt_inet_ntoa6(dst, addr, work, size, 1);
	return -2;
}

/*
 * link_ntop(type, addr): a link-layer address as two lower-case hex
 * digits a byte, joined by ':' (Oracle's Linux DTrace's text): 6 bytes
 * for ARPHRD_ETHER (1), 20 for ARPHRD_INFINIBAND (32, an IPoIB hardware
 * address).  -1 for a bad address, -2 for another type.  The address is
 * read into work[0..19], the text written at work[24..] (60 bytes at
 * most, inside the 64 the mask allows).
 */
#define DT_LINK_TXT	24

DT_BPF_FUNC int64_t
dt_link_ntop(char *dst, int64_t type, const void *addr, char *work,
    uint64_t size)
{
	unsigned char *in = (unsigned char *)work;
	unsigned char *txt = in + DT_LINK_TXT;
	uint64_t len, k;

	if (type == 1)
		len = 6;
	else if (type == 32)
		len = 20;
	else
		return -2;
	if (bpf_probe_read_kernel(in, len, addr) != 0)
		return -1;
	for (k = 0; k < 20 && k < len; k++) {
		txt[(3 * k) & DT_INET_TXTMASK] = dt_inet_hexdig(in[k] >> 4);
		txt[(3 * k + 1) & DT_INET_TXTMASK] =
		    dt_inet_hexdig(in[k] & 0xf);
		txt[(3 * k + 2) & DT_INET_TXTMASK] = ':';
	}
	txt[(3 * len - 1) & DT_INET_TXTMASK] = '\0';
	bpf_probe_read_kernel_str(dst, size, txt);
	return 0;
}
