/*
 * myapp.d -- the sample provider of the usdt-build cases: a query engine's
 * probes, with translated arguments and stability attributes.
 */
typedef struct conninfo {
	int ci_fd;
	string ci_peer;
} conninfo_t;

provider myapp {
	probe query__start(char *, int);
	probe query__done(struct conn *c, char *sql, int rows) :
	    (conninfo_t *c, string sql, int rows);
	probe conn__close(int fd, struct conn *c) : (conninfo_t *c);
	probe tick(void);
	probe all__types(char, unsigned char, short, unsigned short, int,
	    unsigned int, long, unsigned long, long long, unsigned long long,
	    void *, const char *);
};

provider myapp_io {
	probe read(int fd, size_t len);
};

#pragma D attributes Evolving/Evolving/Common provider myapp provider
#pragma D attributes Private/Private/Unknown provider myapp module
#pragma D attributes Private/Private/Unknown provider myapp function
#pragma D attributes Evolving/Evolving/Common provider myapp name
#pragma D attributes Evolving/Evolving/Common provider myapp args
