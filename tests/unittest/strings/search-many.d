/*
 * Searches cost the verifier little (bpf_loop: dt_bpf_str.c): twelve
 * index(), rindex() and strstr() in one clause load (about 13000
 * verifier instructions; each search cost 190000 before) and give
 * DTrace's results.
 */
#pragma D option quiet

BEGIN
{
	s = "the quick brown fox jumps over the lazy dog";
	printf("%d %d %d %d\n", index(s, "the"), index(s, "the", 1),
	    index(s, "cat"), index(s, ""));
	printf("%d %d %d %d\n", rindex(s, "the"), rindex(s, "o"),
	    rindex(s, "o", 20), rindex(s, "zzz"));
	printf("%s|%s|%s|%s\n", strstr(s, "fox"), strstr(s, "dog"),
	    strstr(s, "cat"), strstr("aaab", "aab"));
}

BEGIN
{
	t = "abababababababac";
	printf("%d %d %s\n", index(t, "abac"), rindex(t, "abab"),
	    strstr(t, "bac"));
	exit(0);
}
