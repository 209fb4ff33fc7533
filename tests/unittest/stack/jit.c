/*
 * jit.c -- a program that runs code it made at run time, as a JIT
 * compiler's would: a function copied into an anonymous executable
 * mapping (no object file, no symbol) that calls leaf() through the
 * pointer it is given, with a frame pointer as JITs keep one.  It names
 * the code in /tmp/perf-PID.map, the file perf, Node (--perf-basic-prof),
 * Java's perf-map-agent and Python 3.12 (-X perf) write, and calls it
 * until killed.  argv[1] "nomap" writes no map; "foreign" writes it and
 * gives it to the user nobody (a file another user may have planted).
 */
#include <pwd.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/mman.h>

__attribute__((noinline)) void
leaf(void)
{
	__asm__ volatile("" ::: "memory");
}

/* push %rbp; mov %rsp,%rbp; call *%rdi; pop %rbp; ret */
static const unsigned char code[] = {
	0x55, 0x48, 0x89, 0xe5, 0xff, 0xd7, 0x5d, 0xc3
};

int
main(int argc, char **argv)
{
	const char *how = argc > 1 ? argv[1] : "map";
	unsigned char *jit = mmap(NULL, 4096, PROT_READ | PROT_WRITE |
	    PROT_EXEC, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	void (*fn)(void (*)(void));
	char path[64];
	FILE *fp;

	if (jit == MAP_FAILED)
		return 1;
	memcpy(jit + 16, code, sizeof(code));	/* not at the page's start */
	fn = (void (*)(void (*)(void)))(jit + 16);
	snprintf(path, sizeof(path), "/tmp/perf-%d.map", (int)getpid());
	if (strcmp(how, "nomap") != 0) {
		if ((fp = fopen(path, "w")) == NULL)
			return 1;
		fprintf(fp, "%lx 10 stub_before\n", (unsigned long)jit);
		fprintf(fp, "%lx %zx LazyCompile:*compute app.js:12\n",
		    (unsigned long)(jit + 16), sizeof(code));
		fclose(fp);
	}
	if (strcmp(how, "foreign") == 0) {
		struct passwd *pw = getpwnam("nobody");

		if (pw == NULL || chown(path, pw->pw_uid, pw->pw_gid) != 0)
			return 1;
	}
	for (;;) {
		fn(leaf);
		usleep(10000);
	}
}
