/*
 * offsetof() of a type name this system does not have (Oracle's
 * offsetof test of vnode_t): a syntax error at the name, quoting the
 * rest of its line as DTrace's lexer left it after looking past the name.
 */
BEGIN
{
	trace(offsetof(vnode_t, v_no_such_member));
	exit(0);
}
