/*
 * pydtrace.d -- a provider in the manner of a language interpreter's:
 * function entry and return, garbage collection, imports, audit events.
 */
provider python {
	probe function__entry(const char *, const char *, int);
	probe function__return(const char *, const char *, int);
	probe instance__new__start(const char *, const char *);
	probe line(const char *, const char *, int);
	probe gc__start(int);
	probe gc__done(long);
	probe import__find__load__start(const char *);
	probe audit(const char *, void *);
};
