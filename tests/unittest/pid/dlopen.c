/* Loads libplug.so with dlopen() (by the name given, else "libplug.so",
   found through the executable's RUNPATH) and calls into it.  Linked with
   -DLINKED, it calls the library it was linked with instead. */
#include <dlfcn.h>
#include <stdio.h>

int plug_twice(int);

int
main(int argc, char **argv)
{
	int (*twice)(int) = NULL;
#ifdef LINKED
	twice = plug_twice;
#else
	void *h = dlopen(argc > 1 ? argv[1] : "libplug.so", RTLD_NOW);

	if (h == NULL || (twice = (int (*)(int))dlsym(h, "plug_twice")) ==
	    NULL) {
		fprintf(stderr, "%s\n", dlerror());
		return 1;
	}
#endif
	(void)argc, (void)argv;
	return twice(21) + twice(5) == 50 ? 0 : 1;
}
