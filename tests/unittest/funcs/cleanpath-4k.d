/* cleanpath() passes the verifier at strsize=4096 (dt_bpf_path.c). */
#pragma D option quiet
#pragma D option strsize=4096

BEGIN
{
	printf("%s\n", cleanpath("/usr/./lib/../local//bin/"));
	exit(0);
}
