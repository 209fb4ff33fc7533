/*
 * strtok() costs the verifier little (bpf_loop: dt_bpf_str.c): it passes
 * at strsize=4096, where it failed as a flat loop.  (One string a clause:
 * a record holds at most 16384 bytes.)
 */
#pragma D option quiet
#pragma D option strsize=4096

BEGIN
{
	printf("%s|", strtok("/usr//local/bin", "/"));
}

BEGIN
{
	printf("%s|", strtok(NULL, "/"));
}

BEGIN
{
	printf("%s|", strtok(NULL, "/"));
}

BEGIN
{
	printf("%s|\n", strtok(NULL, "/"));
	exit(0);
}
