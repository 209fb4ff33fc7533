/* A string's characters are read, not written: s[0] is no lvalue. */
BEGIN
{
	s = "AB";
	s[0] = 'C';
}
