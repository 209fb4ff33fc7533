// C++ functions for stack/cxx-demangle: a method of a class in a
// namespace, a template, an overload, each calling the next, the last
// one a system call dtrace waits for.
#include <unistd.h>

namespace shop {
struct Basket {
	long total(int n);
};

template <typename T> long twice(T v)
{
	return (long)getppid() + (long)v * 0;
}

long Basket::total(int n)
{
	return twice<double>(n) + n;
}
} // namespace shop

long leaf(long v) { return v; }
long leaf(int v) { shop::Basket b; return b.total(v); }

int main(void)
{
	return leaf(3) > 0 ? 0 : 1;
}
