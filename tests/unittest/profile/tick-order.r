firings 3000, out of order 0
hopped CPUs
