/*
 * replay.c -- a fuzz target as a unit test of the normal build: main()
 * feeds every file of the target's corpus, tests/fuzz/corpus/NAME/ (the
 * seeds, and every input that once crashed it, kept as regression tests),
 * to the target's LLVMFuzzerTestOneInput(), compiled with the project's
 * compiler and without libFuzzer.
 *
 * A crash fails the test by itself; under ./configure --enable-sanitizers
 * so do the leaks and undefined behaviour the fuzzers found (the fuzzers
 * stop at the first report of UndefinedBehaviorSanitizer, and so does
 * this, by __ubsan_default_options below).
 *
 *	usage: test_fuzz_NAME [FILE|DIR ...]
 *
 * With no argument it replays $srcdir/tests/fuzz/corpus/NAME, NAME being
 * the program's name less "test_fuzz_" (make check runs it so).
 */
#include "fuzz.h"	/* first: it sets _GNU_SOURCE */

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <sys/stat.h>

/* Read by the UndefinedBehaviorSanitizer runtime, when there is one. */
const char *__ubsan_default_options(void);

const char *
__ubsan_default_options(void)
{
	return "halt_on_error=1:print_stacktrace=1";
}

/* Replay one file; returns 0, or -1 if it cannot be read. */
static int
replay_file(const char *path)
{
	struct stat st;
	uint8_t *buf;
	ssize_t n;
	int fd = open(path, O_RDONLY | O_CLOEXEC);

	if (fd < 0 || fstat(fd, &st) != 0) {
		printf("FAIL: cannot read %s: %s\n", path, strerror(errno));
		if (fd >= 0)
			close(fd);
		return -1;
	}
	buf = malloc(st.st_size > 0 ? (size_t)st.st_size : 1);
	n = buf != NULL ? read(fd, buf, (size_t)st.st_size) : -1;
	close(fd);
	if (n != st.st_size) {
		printf("FAIL: cannot read %s\n", path);
		free(buf);
		return -1;
	}
	/* a copy of exactly the input's size, as libFuzzer passes it */
	LLVMFuzzerTestOneInput(buf, (size_t)n);
	free(buf);
	return 0;
}

static int
replay_name_cmp(const struct dirent **a, const struct dirent **b)
{
	return strcmp((*a)->d_name, (*b)->d_name);
}

static int
replay_skip_dot(const struct dirent *d)
{
	return d->d_name[0] != '.';
}

/* Replay every file of dir, in name order; returns how many, or -1. */
static int
replay_dir(const char *dir)
{
	struct dirent **ents;
	char path[4096];
	int n, i, bad = 0;

	if ((n = scandir(dir, &ents, replay_skip_dot, replay_name_cmp)) < 0) {
		printf("FAIL: cannot read %s: %s\n", dir, strerror(errno));
		return -1;
	}
	for (i = 0; i < n; i++) {
		snprintf(path, sizeof(path), "%s/%s", dir, ents[i]->d_name);
		if (replay_file(path) != 0)
			bad = 1;
		free(ents[i]);
	}
	free(ents);
	return bad ? -1 : n;
}

static int
replay_arg(const char *arg)
{
	struct stat st;

	if (stat(arg, &st) == 0 && S_ISDIR(st.st_mode))
		return replay_dir(arg);
	return replay_file(arg) == 0 ? 1 : -1;
}

int
main(int argc, char **argv)
{
	const char *srcdir = getenv("srcdir"), *name;
	char dir[4096];
	int i, n, total = 0;

	if (argc > 1) {
		for (i = 1; i < argc; i++) {
			if ((n = replay_arg(argv[i])) < 0)
				return 1;
			total += n;
		}
		printf("%d inputs replayed\n", total);
		return 0;
	}
	name = strrchr(argv[0], '/');
	name = name != NULL ? name + 1 : argv[0];
	if (strncmp(name, "test_", 5) == 0)
		name += 5;
	snprintf(dir, sizeof(dir), "%s/tests/fuzz/corpus/%s",
	    srcdir != NULL ? srcdir : ".", name);
	if ((n = replay_dir(dir)) <= 0) {
		printf("FAIL: no inputs in %s\n", dir);
		return 1;
	}
	printf("%d inputs of %s replayed\n", n, dir);
	return 0;
}
