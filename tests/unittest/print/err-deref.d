/* print(*p), a struct value, is refused as print(s) is (err-struct.d). */
BEGIN
{
	print(*curthread);
}
