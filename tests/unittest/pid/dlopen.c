/* Loads libplug.so with dlopen() (by the name or path given, else
   "libplug.so", found through the executable's RUNPATH) and calls into
   it; with a second argument, "loop", it calls again every 20 ms, for at
   most 10 s.  Linked with -DLINKED, it calls the library it was linked
   with instead. */
#include <dlfcn.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

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
	if (argc > 2 && strcmp(argv[2], "loop") == 0) {
		for (int i = 0; i < 500; i++) {
			twice(i);
			usleep(20000);
		}
		return 0;
	}
	(void)argc, (void)argv;
	return twice(21) + twice(5) == 50 ? 0 : 1;
}
