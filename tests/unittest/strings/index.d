/*
 * index() and rindex(), with and without a start position: Perl's rules,
 * as DTrace's own test checks them against Perl.  One case a firing:
 * each search is a large program for the verifier.  The firings are the
 * target's nine getppid() calls, one after the other (tick-1ms firings
 * may overlap on two CPUs when a clause takes a millisecond, as under
 * emulation, and two would read the same i).
 */
#pragma D option quiet

BEGIN
{
	printf("%d %d\n", index("foobarbaz", "barbaz"),
	    rindex("foofoofoo", "foo"));
	i = 0;
}

syscall::getppid:entry
/pid == $target && i < 9/
{
	this->s = i == 0 ? "boofoofoo" : i == 1 ? "foobarbaz" :
	    i == 2 ? "" : i == 3 ? "foobar" : i == 4 ? "foofoofoo" :
	    i == 5 ? "foobarbaz" : i == 6 ? "foobar" : i == 7 ? "foobar" :
	    "foo";
	this->t = i == 0 ? "foo" : i == 1 ? "barbazzy" : i == 2 ? "foobar" :
	    i == 3 ? "" : i == 4 ? "foo" : i == 5 ? "barbaz" : i == 6 ? "" :
	    i == 7 ? "foobar" : "";
	this->p = i == 4 ? 4 : i == 5 ? -400 : i == 6 ? 8 : i == 7 ? 3 :
	    i == 8 ? 1 : 0;
	printf("index(\"%s\", \"%s\", %d) = %d, rindex = %d\n", this->s,
	    this->t, this->p, index(this->s, this->t, this->p),
	    rindex(this->s, this->t, this->p));
	i++;
}

syscall::getppid:entry
/pid == $target && i == 9/
{
	exit(0);
}
