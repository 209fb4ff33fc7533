// target.cc -- C++ names for test_pid_sym: they stay mangled in the
// symbol table; pid_demangle() gives the C++ spelling.
namespace pidns {
struct Widget {
	int v;
	__attribute__((noinline)) int scale(int k) { return v * k; }
};
__attribute__((noinline)) int twice(int x) { return 2 * x; }
__attribute__((noinline)) int twice(double x) { return (int)(2 * x); }
}

int
main(int argc, char **argv)
{
	pidns::Widget w{argc};
	return w.scale(3) + pidns::twice(argc) + pidns::twice(1.5);
}
