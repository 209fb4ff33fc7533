/*
 * Without pspec, an outer "int*x" starts a declaration of x; the file
 * ends before its ';'.  The lexer looked past the unknown name x to the
 * end of the text, so the error is the lexer's hyphenated one, at the
 * line the end is on (after the last newline).
 */

int*x
