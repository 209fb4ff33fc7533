/*
 * bpflib_sample.c -- BPF support functions for tests/unit/test_link.c,
 * compiled by the test with clang -target bpf -O2 -g -c.  They exercise
 * each way the compiler encodes what the linker must resolve:
 *
 *   dt_test_sumsq -> dt_test_add	global call: R_BPF_64_32 against the
 *					function's symbol
 *   dt_test_sumsq -> dt_sq		static function in another section:
 *					R_BPF_64_32 against the section symbol
 *   dt_test_bump -> dt_neg		static function in the same section:
 *					a PC-relative call, no relocation
 *   dt_test_bump: &dt_test_map	R_BPF_64_64 against an undefined symbol:
 *					a map by name
 *
 * No libc or kernel headers: the BPF target has none of its own.
 */
typedef unsigned long long u64;

#define DT_NOINLINE	__attribute__((noinline))

/* a map named by the program: the linker makes &dt_test_map its fd */
extern struct { int dummy; } dt_test_map;

/* helper 1, as libbpf's bpf_helper_defs.h declares helpers */
static void *(*bpf_map_lookup_elem)(void *map, const void *key) = (void *)1;

static DT_NOINLINE __attribute__((section(".text.dt_helpers"))) int
dt_sq(int x)
{
	return x * x;
}

static DT_NOINLINE int
dt_neg(int x)
{
	return -x;
}

DT_NOINLINE int
dt_test_add(int a, int b)
{
	return a + b;
}

DT_NOINLINE int
dt_test_sumsq(int a, int b)
{
	return dt_test_add(dt_sq(a), dt_sq(b));
}

/* dt_test_map[k].first += 1; returns the new value, or -k - 1 if none */
DT_NOINLINE long
dt_test_bump(int k)
{
	u64 *v = bpf_map_lookup_elem(&dt_test_map, &k);

	if (v == 0)
		return dt_neg(k + 1);
	return (long)__sync_fetch_and_add(v, 1) + 1;
}
