/* ctor.c -- an evaltime target: a constructor calls getppid() once
   before main(), main() three times. */
#include <unistd.h>

__attribute__((constructor)) static void
early(void)
{
	getppid();
}

int
main(void)
{
	for (int i = 0; i < 3; i++)
		getppid();
	return 0;
}
