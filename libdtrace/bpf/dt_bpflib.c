/*
 * dt_bpflib.c -- support functions written in C and compiled to BPF at
 * build time (clang -target bpf); the linker (dt_link.c) appends the ones a
 * generated program calls.  They are called with BPF-to-BPF calls and are
 * verified in their caller's context (no BTF is loaded for them), so they
 * may take pointers to map values.
 *
 * Each function is noinline and global so that it stays a symbol of its
 * own in the object.
 */
/* no libc headers: the BPF target has none of its own */
typedef unsigned long long uint64_t;
typedef long long int64_t;
typedef unsigned short uint16_t;

#define DT_BPF_FUNC	__attribute__((noinline, used))

/*
 * tick-N: decide whether this cpu-clock sample fires the probe.  *deadline
 * (in dt_global, 0 at start) is the time of the next firing.  A sample up
 * to half a period early still counts, so samples that arrive a little
 * ahead of the deadline on a steady CPU do not skip a whole period; the
 * deadline then advances by exactly one period, keeping the rate.  If no
 * CPU delivered a sample for a while (idle), the schedule restarts from
 * now instead of firing a burst.  Compare-and-swap makes exactly one CPU
 * win each period.  Returns 1 to fire.
 *
 * As DTrace's tick (one cyclic, on one CPU), two firings never overlap:
 * the winner sets DT_TICK_RUNNING in the deadline word and the program's
 * every return clears it (dt_cg_tramp_exit_clears); while it is set, a
 * sample on another CPU does not fire, so a firing that outlasts the
 * period delays the next one instead of running beside it.
 */
#define DT_TICK_RUNNING	(1ULL << 63)

DT_BPF_FUNC int
dt_tick_due(uint64_t *deadline, uint64_t period, uint64_t now)
{
	uint64_t d = *deadline, next;

	if (d & DT_TICK_RUNNING)
		return 0;
	if (d == 0) {
		next = now + period;
	} else {
		if (now + period / 2 < d)
			return 0;
		next = d + period;
		if (next <= now)
			next = now + period;
	}
	return __sync_val_compare_and_swap(deadline, d,
	    next | DT_TICK_RUNNING) == d;
}

#include "dt_bpf_agg.c"
#include "dt_bpf_str.c"
#include "dt_bpf_spec.c"
#include "dt_bpf_path.c"
#include "dt_bpf_inet.c"
#include "dt_bpf_proc.c"
#include "dt_bpf_unwind.c"
#include "dt_bpf_pcpu.c"
#include "dt_bpf_io.c"
