/*
 * cleanpath() costs the verifier little (bpf_loop: dt_bpf_path.c): six
 * in a clause at the default strsize (one did not load at 256 as a flat
 * loop); cleanpath-4k.d has one at strsize=4096.
 */
#pragma D option quiet

BEGIN
{
	printf("%s|%s|%s|%s|%s|%s\n", cleanpath("/a/../b"),
	    cleanpath("a/./b//c/"), cleanpath("../../x/.."), cleanpath("/.."),
	    cleanpath(""), cleanpath("a/.."));
	exit(0);
}
