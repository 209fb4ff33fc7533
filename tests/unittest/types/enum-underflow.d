/*
 * Below INT_MIN is the same error, and DTrace words it the same way: the
 * value "overflows INT_MAX".
 */
enum small {
	TINY = -2147483649
};
