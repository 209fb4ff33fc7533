/*
 * An action used where a value is wanted still has its arguments counted
 * first: trace() with none is D_PROTO_LEN, before anything else is said
 * about the call.
 */
BEGIN
{
	v = trace();
	exit(0);
}
