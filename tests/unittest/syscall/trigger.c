/* A known sequence of system calls for the syscall tests. */
#include <unistd.h>

int
main(void)
{
	int i;

	for (i = 0; i < 5; i++)
		(void)getppid();
	(void)write(1, "hello\n", 6);
	return 0;
}
