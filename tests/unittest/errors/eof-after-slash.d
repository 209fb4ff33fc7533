/*
 * A predicate's closing '/' with only the end of the text after it: the
 * look past the '/' found the end, as after an unknown name.
 */
BEGIN
/1/
