/*
 * fuzz_stapsdt.c -- USDT probe discovery in one file (usdt/usdt_elf.c):
 * an ELF image, through a memfd, read for its .note.stapsdt notes, their
 * file offsets, semaphores, functions and argument specs (usdt_arg.c).
 *
 * An input that is not an ELF image is an argument string as a note
 * carries it ("-4@%edi 8@-16(%rbp)"), parsed for each machine the parser
 * knows, so that the argument grammar is explored without ELF wrapping.
 */
#include "fuzz.h"	/* first: it sets _GNU_SOURCE */
#include <elf.h>

#include "usdt.h"

static void
fuzz_args(const uint8_t *data, size_t size)
{
	static const unsigned machines[] = { EM_X86_64, EM_386, EM_AARCH64 };
	usdt_arg_t args[USDT_MAX_ARGS];
	usdt_err_t err;
	char *s = fuzz_string(data, size);
	size_t i;
	int n;

	if (s == NULL)
		return;
	for (i = 0; i < sizeof(machines) / sizeof(machines[0]); i++)
		(void)usdt_args_parse(s, machines[i], NULL, NULL, args, &n,
		    &err);
	free(s);
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	usdt_file_t *f;
	usdt_err_t err;
	char id[160];
	int fd;

	if (size < 4 || memcmp(data, ELFMAG, SELFMAG) != 0) {
		fuzz_args(data, size);
		return 0;
	}
	if ((fd = fuzz_memfd(data, size)) < 0)
		return 0;
	if (usdt_file_open_fd(fd, "fuzz.elf", &f, &err) == 0) {
		(void)usdt_file_build_id(f, id, sizeof(id));
		usdt_file_release(f);
	}
	close(fd);
	return 0;
}
