global 10 12 13
this 21 22
self 30 32
assoc 41
member 50 52
char dr dtrace
comm 1 1
void 10
long 1
same 1 1

