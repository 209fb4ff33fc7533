// stack/entry-caller: build() calls operator new (libstdc++, whose entry
// is endbr64, not push %rbp) from a program with frame pointers.
#include <string>

__attribute__((noinline)) long build(int n)
{
	std::string *s = new std::string(n, 'x');
	long l = (long)s->size();

	delete s;
	return l;
}

int main(void)
{
	long t = 0;

	for (int i = 0; i < 3; i++)
		t += build(40 + i);
	return t > 0 ? 0 : 1;
}
