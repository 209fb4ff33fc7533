/*
 * basename(), dirname() and cleanpath() of six paths, all eighteen calls
 * in one clause: each is a bpf_loop() of one character a step, which the
 * verifier checks once, so that the clause loads in well under a second
 * (as flat loops, one basename() cost the verifier 80000 instructions and
 * eighteen would not load).  The results are DTrace's (tst.basename.d:
 * basename(1)'s and dirname(1)'s) and cleanpath's lexical clean-up.
 */
#pragma D option quiet

BEGIN
{
	printf("[%s] [%s] [%s] [%s]\n", "/", basename("/"), dirname("/"),
	    cleanpath("/"));
	printf("[%s] [%s] [%s] [%s]\n", "//a//b/", basename("//a//b/"),
	    dirname("//a//b/"), cleanpath("//a//b/"));
	printf("[%s] [%s] [%s] [%s]\n", "a", basename("a"), dirname("a"),
	    cleanpath("a"));
	printf("[%s] [%s] [%s] [%s]\n", "", basename(""), dirname(""),
	    cleanpath(""));
	printf("[%s] [%s] [%s] [%s]\n", "a/", basename("a/"), dirname("a/"),
	    cleanpath("a/"));
	printf("[%s] [%s] [%s] [%s]\n", "/a/b/c", basename("/a/b/c"),
	    dirname("/a/b/c"), cleanpath("/a/b/c"));
	exit(0);
}
