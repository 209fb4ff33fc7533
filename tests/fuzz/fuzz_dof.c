/*
 * fuzz_dof.c -- the DOF reader (usdt/usdt_dof.c): an image as a process or
 * a file would hold it, read into a structure, which is then written back
 * and read again (what is read must be representable).
 */
#include "fuzz.h"	/* first: it sets _GNU_SOURCE */
#include "usdt_dof.h"

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	usdt_dof_t *dof, *again;
	char err[256];
	void *buf;
	size_t len;

	if (usdt_dof_read(data, size, &dof, err, sizeof(err)) != 0)
		return 0;
	if (usdt_dof_write(dof, &buf, &len) == 0) {
		if (usdt_dof_read(buf, len, &again, err, sizeof(err)) == 0)
			usdt_dof_free(again);
		free(buf);
	}
	usdt_dof_free(dof);
	return 0;
}
