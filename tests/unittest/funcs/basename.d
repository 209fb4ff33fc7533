/*
 * basename() and dirname() on the cases of DTrace's tst.basename.d (whose
 * expected results are basename(1)'s and dirname(1)'s) and a few more;
 * one case a tick, as each call costs the verifier a loop over strsize
 * bytes.
 */
#pragma D option quiet

BEGIN
{
	p[i++] = "/foo/bar/baz";
	p[i++] = "/foo/bar///baz/";
	p[i++] = "/foo/bar/baz/";
	p[i++] = "/foo/bar/baz//";
	p[i++] = "/foo/bar/baz/.";
	p[i++] = "/foo/bar/baz/./";
	p[i++] = "/foo/bar/baz/.//";
	p[i++] = "foo/bar/baz/";
	p[i++] = "/";
	p[i++] = "./";
	p[i++] = "//";
	p[i++] = "/.";
	p[i++] = "/./";
	p[i++] = "/./.";
	p[i++] = "/.//";
	p[i++] = ".";
	p[i++] = "f";
	p[i++] = "f/";
	p[i++] = "/////";
	p[i++] = "";
	p[i++] = "a/";
	p[i++] = "/a/b/";
	p[i++] = "../x";
	n = i;
	i = 0;
}

tick-1ms
/i < n/
{
	printf("[%s] [%s] [%s]\n", p[i], basename(p[i]), dirname(p[i]));
	i++;
}

tick-1ms
/i == n/
{
	exit(0);
}
