# usdt args[] are typed by the provider definition dtrace -G put in the
# program: a char * is a pointer into the process (copyinstr(args[0]),
# stringof(args[0])), an int is an int; with a mapping ("swap(int a,
# char *s) : (char *s, int a, int a)") argN and args[N] are both the
# mapped arguments, as DTrace's tst.argmap.d says, and a probe left with
# no translated arguments ("none(...) : ()") has argN 0, as DTrace's
# fasttrap passes them.
. "$(dirname "$0")/usdt-build.sh"
build_argapp || exit 1
start_app
trace_app '
argapp$target:::query-start {
	printf("query-start %s %d size %d %d\n", copyinstr(args[0]), args[1],
	    sizeof(args[0]), sizeof(args[1]));
}
argapp$target:::swap {
	printf("swap %s %d %d / %s %d %d\n", stringof(args[0]), args[1],
	    args[2], copyinstr(arg0), arg1, arg2);
}
argapp$target:::swap /stringof(args[0]) == "three" && args[1] == 3/ {
	printf("swap compares\n");
}
argapp$target:::swap /args[0] == "three" && "thre" < args[0]/ {
	printf("swap compares char *\n");
}
argapp$target:::none { printf("none %d %d\n", arg0, arg1); }'
