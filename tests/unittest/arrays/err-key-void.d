/*
 * An associative array's declared key types may not be void: refused
 * at the declaration (D_DECL_PROTO_TYPE), before any use.
 */
int x[void, char];

BEGIN
{
	x[trace(), 'a'] = 456;
}
