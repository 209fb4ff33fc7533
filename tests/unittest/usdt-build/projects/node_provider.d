/*
 * node_provider.d -- a provider in the manner of a JavaScript runtime's:
 * native arguments of types the script declares itself, translated to
 * the types D scripts see.
 */
typedef struct {
	int fd;
	int port;
} node_dtrace_connection_t;

typedef struct {
	int fd;
	string remote;
} node_connection_t;

provider node {
	probe net__server__connection(node_dtrace_connection_t *c,
	    const char *a, int p, int fd) : (node_connection_t *c, string a,
	    int p, int fd);
	probe net__stream__end(node_dtrace_connection_t *c, const char *a,
	    int p, int fd) : (node_connection_t *c, string a, int p, int fd);
	probe gc__start(int t, int f, void *isolate);
	probe gc__done(int t, int f, void *isolate);
};

#pragma D attributes Evolving/Evolving/Common provider node provider
#pragma D attributes Private/Private/Common provider node module
#pragma D attributes Private/Private/Common provider node function
#pragma D attributes Evolving/Evolving/Common provider node name
#pragma D attributes Evolving/Evolving/Common provider node args
