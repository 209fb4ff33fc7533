/*
 * cleanpath() on the cases of DTrace's tst.cleanpath.d, with its expected
 * results.  One case a tick: a call costs the verifier a loop over strsize
 * bytes (see README.md), hence strsize=64 here.
 */
#pragma D option quiet
#pragma D option strsize=64

BEGIN
{
	p[i++] = "/foo/bar/baz";
	p[i++] = "/foo/bar///baz/";
	p[i++] = "/foo/bar/baz/";
	p[i++] = "/foo/bar/baz//";
	p[i++] = "/foo/bar/baz/.";
	p[i++] = "/foo/bar/baz/./";
	p[i++] = "/foo/bar/../../baz/.//";
	p[i++] = "foo/bar/./././././baz/";
	p[i++] = "/foo/bar/baz/../../../../../../";
	p[i++] = "/../../../../../../";
	p[i++] = "/./";
	p[i++] = "/foo/bar/baz/../../bop/bang/../../bar/baz/";
	p[i++] = "./";
	p[i++] = "//";
	p[i++] = "/.";
	p[i++] = "/./.";
	p[i++] = "/.//";
	p[i++] = ".";
	p[i++] = "/////";
	p[i++] = "";
	p[i++] = "a/.";
	p[i++] = "a/./.";
	p[i++] = "./a";
	p[i++] = "././a";
	p[i++] = "..";
	p[i++] = "../..";
	p[i++] = "../../..";
	p[i++] = "../../../..";
	p[i++] = "a/..";
	p[i++] = "abc";
	p[i++] = "a/";
	p[i++] = "ab/";
	p[i++] = "/abc";
	p[i++] = "z/a/../b";
	p[i++] = "/z/a/../b";
	p[i++] = "z/a/b/../../././c///d/e";
	p[i++] = "/z/a/b/../../././c///d/e";
	p[i++] = "/a/../b";
	p[i++] = "/a/..";
	p[i++] = "/a/../..";
	p[i++] = "/a/b/../../././c///d/e";
	p[i++] = "a/../b";
	p[i++] = "a/../..";
	p[i++] = "a/b/../../././c///d/e";
	p[i++] = "a/./b//c/..";
	n = i;
	i = 0;
}

tick-1ms
/i < n/
{
	printf("cleanpath(\"%s\") = \"%s\"\n", p[i], cleanpath(p[i]));
	i++;
}

tick-1ms
/i == n/
{
	exit(0);
}
