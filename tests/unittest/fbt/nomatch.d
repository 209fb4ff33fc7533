/* A function the kernel does not have matches no fbt probe (Oracle's
   fbtprovider/err.D_PDESC_ZERO.notreturn). */
fbt::dt_no_such_function:entry
{
	exit(0);
}
