/*
 * An enumerator may not take the name of one in an enum declared before:
 * DTrace's D_DECL_IDRED.  (A kernel enumerator's name is no clash: the
 * script's own is found first.)
 */
enum fruit {
	APPLE,
	PEAR
};

enum tree {
	OAK,
	PEAR,
	ELM
};
