/*
 * An enumerator is an int: a value above INT_MAX is DTrace's
 * D_DECL_ENOFLOW, reported at the token after the value (the brace).
 */
enum big {
	HUGE = 0x80000000
};
