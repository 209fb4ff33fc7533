/*
 * unistd.d -- the fault codes of DTrace's ERROR probe (its arg4), as D
 * inlines under DTrace's names: dtrace:::ERROR /arg4 == DTRACEFLT_BADADDR/.
 * The values are those the code generator raises (DT_FLT_* in
 * libdtrace/dt_layout.h); BADSIZE and BADINDEX are this DTrace's own, for
 * a size or an array index out of range.
 */

inline int DTRACEFLT_UNKNOWN = 0;	/* no known cause */
inline int DTRACEFLT_BADADDR = 1;	/* a load from an unreadable address */
inline int DTRACEFLT_BADALIGN = 2;	/* a misaligned access */
inline int DTRACEFLT_ILLOP = 3;		/* an operation not allowed */
inline int DTRACEFLT_DIVZERO = 4;	/* division or remainder by 0 */
inline int DTRACEFLT_NOSCRATCH = 5;	/* scratch space exhausted */
inline int DTRACEFLT_KPRIV = 6;		/* kernel memory not allowed */
inline int DTRACEFLT_UPRIV = 7;		/* user memory not allowed */
inline int DTRACEFLT_TUPOFLOW = 8;	/* a tuple too big */
inline int DTRACEFLT_BADSTACK = 9;	/* a stack that cannot be read */
inline int DTRACEFLT_BADSIZE = 10;	/* a size out of range */
inline int DTRACEFLT_BADINDEX = 11;	/* an array index out of range */
