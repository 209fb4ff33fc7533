/* usdt-loop.d -- bench/usdt's provider */
provider bench {
	probe tick(int);
};
