/*
 * test_json.c -- unit test of the JSON writer of -x json
 * (libdtrace/consume/dt_json.c): strings escaped as RFC 8259 asks, UTF-8 kept,
 * every byte that does not start a well-formed UTF-8 sequence (stray
 * continuation bytes, overlong forms, surrogates, code points past
 * U+10FFFF, a sequence cut short) written as U+FFFD, the length limit,
 * and byte arrays.  Prints one FAIL line per failure and exits non-zero
 * if there was any.
 */
#ifndef _GNU_SOURCE
#define	_GNU_SOURCE	/* open_memstream */
#endif
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "consume/dt_json.h"

static int nfail, npass;

static void
check(const char *what, const char *got, const char *want)
{
	if (strcmp(got, want) == 0) {
		npass++;
		return;
	}
	nfail++;
	printf("FAIL %s: got %s, wanted %s\n", what, got, want);
}

/* dt_json_str(s, max) as text */
static void
str(const char *s, size_t max, const char *want)
{
	char *buf = NULL;
	size_t len = 0;
	FILE *fp = open_memstream(&buf, &len);

	if (fp == NULL)
		abort();
	dt_json_str(fp, s, max);
	fclose(fp);
	check(s, buf, want);
	free(buf);
}

int
main(void)
{
	char *buf = NULL;
	size_t len = 0;
	FILE *fp;
	static const unsigned char bytes[] = { 0, 18, 255 };

	str("plain text", 100, "\"plain text\"");
	str("", 100, "\"\"");
	str("q\"b\\s/", 100, "\"q\\\"b\\\\s/\"");
	str("a\nb\tc\rd", 100, "\"a\\nb\\tc\\rd\"");
	str("\x01\x1f\x7f\x08\x0c", 100, "\"\\u0001\\u001f\\u007f\\u0008"
	    "\\u000c\"");
	str("caf\xc3\xa9 \xe2\x82\xac \xf0\x9f\x98\x80", 100,
	    "\"caf\xc3\xa9 \xe2\x82\xac \xf0\x9f\x98\x80\"");
	str("\xff", 100, "\"\\ufffd\"");
	str("\x80x", 100, "\"\\ufffdx\"");			/* stray */
	str("\xc0\x80", 100, "\"\\ufffd\\ufffd\"");		/* overlong */
	str("\xe0\x80\xaf", 100, "\"\\ufffd\\ufffd\\ufffd\"");	/* overlong */
	str("\xed\xa0\x80", 100, "\"\\ufffd\\ufffd\\ufffd\"");	/* surrogate */
	str("\xf4\x90\x80\x80", 100,
	    "\"\\ufffd\\ufffd\\ufffd\\ufffd\"");		/* > U+10FFFF */
	str("\xe2\x82", 100, "\"\\ufffd\\ufffd\"");		/* cut short */
	str("\xe2\x82" "A", 100, "\"\\ufffd\\ufffdA\"");
	str("abcdef", 3, "\"abc\"");
	str("\xc3\xa9", 1, "\"\\ufffd\"");		/* cut by the limit */

	if ((fp = open_memstream(&buf, &len)) == NULL)
		abort();
	dt_json_key(fp, "enabled-id");
	dt_json_bytes(fp, bytes, sizeof(bytes));
	dt_json_bytes(fp, bytes, 0);
	fclose(fp);
	check("key and bytes", buf, "\"enabled-id\":[0,18,255][]");
	free(buf);

	printf("%d passed, %d failed\n", npass, nfail);
	return nfail != 0;
}
