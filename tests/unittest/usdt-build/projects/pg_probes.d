/*
 * pg_probes.d -- a provider in the manner of a database server's: read
 * with -C, so that the server's type names (macros here) become C types.
 */
#define LocalTransactionId unsigned int
#define LWLockMode int
#define BlockNumber unsigned int
#define Oid unsigned int
#define ForkNumber int
#define bool unsigned char

provider postgresql {
	probe transaction__start(LocalTransactionId);
	probe transaction__commit(LocalTransactionId);
	probe lwlock__acquire(const char *, LWLockMode);
	probe query__start(const char *);
	probe query__done(const char *);
	probe buffer__read__done(ForkNumber, BlockNumber, Oid, Oid, Oid, int,
	    bool, bool);
	probe checkpoint__start(int);
};
