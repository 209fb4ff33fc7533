/* argprov.d -- the provider of the usdt args[] cases */
struct conn {
	int fd;
	char *peer;
};

typedef struct conninfo {
	int ci_fd;
	string ci_peer;
} conninfo_t;

provider argapp {
	probe query__start(char *, int);
	probe swap(int a, char *s) : (char *s, int a, int a);
	probe conn(struct conn *c) : (conninfo_t *c);
	probe none(int a, char *s) : ();
};
