/*
 * check.h -- the unit tests' CHECK(condition, message...): a failed
 * condition prints "FAIL file:line: message" and is counted in fails,
 * which the test's main() turns into its exit status.
 */
#ifndef CHECK_H
#define CHECK_H

#include <stdio.h>

static int fails;

#define CHECK(c, ...) do {						\
	if (!(c)) {							\
		printf("FAIL %s:%d: ", __FILE__, __LINE__);		\
		printf(__VA_ARGS__);					\
		printf("\n");						\
		fails++;						\
	}								\
} while (0)

#endif
