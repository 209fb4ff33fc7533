/*
 * touch.c -- the cpc tests' trigger: touches NPAGES fresh anonymous pages,
 * one user-mode page fault each (transparent huge pages are turned off
 * for the mapping, so no fault maps more than one page).
 */
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>
#include <sys/mman.h>

int
main(int argc, char **argv)
{
	long npages = argc > 1 ? atol(argv[1]) : 10000;
	long pagesz = sysconf(_SC_PAGESIZE), i;
	volatile char *p;

	p = mmap(NULL, (size_t)(npages * pagesz), PROT_READ | PROT_WRITE,
	    MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	if (p == MAP_FAILED) {
		perror("mmap");
		return 1;
	}
	(void)madvise((void *)p, (size_t)(npages * pagesz), MADV_NOHUGEPAGE);
	for (i = 0; i < npages; i++)
		p[i * pagesz] = 1;
	return 0;
}
