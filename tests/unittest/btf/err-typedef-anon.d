/* A kernel struct with no tag of its own is named by its typedef, as
   DTrace names it: kuid_t, not "struct <anon>". */
BEGIN
{
	x = curthread->cred->uid;
	x = 1;
}
