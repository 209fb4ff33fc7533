/* qprov.d -- the provider of the usdt tracing cases */
provider myapp {
	probe query__start(char *, int);
	probe query__done(int rows);
};
