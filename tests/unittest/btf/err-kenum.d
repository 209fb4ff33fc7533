/* A name that is neither a variable nor a kernel enumerator. */
BEGIN
{
	trace(NOT_A_KERNEL_ENUMERATOR_EITHER);
}
