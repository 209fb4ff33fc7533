/*
 * dt_file.h -- reading the kernel's small text files (proc, sysfs,
 * tracefs): kept apart from the handle so that a unit test can link the
 * providers' parsers with it alone.
 */
#ifndef DT_FILE_H
#define DT_FILE_H

#include <stddef.h>

/* The integer the file holds, or dflt. */
int dt_read_int(const char *path, int dflt);
/* The whole file, NUL-terminated (free it), or NULL if it cannot be
   opened or read; read in pieces of hint bytes or more. */
char *dt_read_text(const char *path, size_t hint);

#endif
