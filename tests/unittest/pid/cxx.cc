// cxx.cc -- the C++ case's program: a method, an overloaded function
// and a function template in a namespace, each with its mangled name in
// the symbol table; main() -> Shape::area() -> twice(int) is a call
// chain for ustack() (built -O0 -fno-omit-frame-pointer).
#include <cstdio>

namespace geo {
struct Shape {
	int w, h;
	__attribute__((noinline)) int area();
};
__attribute__((noinline)) int twice(int x) { return 2 * x; }
__attribute__((noinline)) int twice(double x) { return (int)(2 * x); }
template <typename T> __attribute__((noinline)) T sq(T x) { return x * x; }

int
Shape::area()
{
	return twice(w * h);
}
}

int
main()
{
	geo::Shape s{3, 4};

	std::printf("%d\n", s.area() + geo::twice(1.5) + geo::sq(5) +
	    (int)geo::sq(1.5));
	return 0;
}
