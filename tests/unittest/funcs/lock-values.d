/*
 * The lock subroutines on locks made in alloca()'d memory.  A struct
 * mutex's owner is a task's address with flag bits in its low 3 bits:
 * mutex_owner() masks them off, mutex_owned() is whether that task is
 * the current one.  An rwlock_t's cnts (a qrwlock's): 0xff a writer,
 * 0x100 a waiting writer, readers from bit 9; the rw functions return
 * those bits as Oracle's do.  Every mutex is adaptive.  A lock that
 * cannot be read is an invalid address.
 */
#pragma D option quiet

BEGIN
{
	this->m = (uint64_t *)alloca(8);
	*this->m = (uint64_t)curthread | 5;
	this->mx = (struct mutex *)this->m;
	printf("owned %d, owner is curthread %d, owner %s\n",
	    mutex_owned(this->mx), mutex_owner(this->mx) == curthread,
	    mutex_owner(this->mx)->comm);
	printf("adaptive %d, spin %d\n", mutex_type_adaptive(this->mx),
	    mutex_type_spin(this->mx));
	*this->m = 0x1000;
	printf("owned %d, owner 0x%x\n", mutex_owned(this->mx),
	    (uint64_t)mutex_owner(this->mx));

	this->l = (uint32_t *)alloca(4);
	this->rw = (rwlock_t *)this->l;
	*this->l = 0xff;
	printf("writer: %d %d %d\n", rw_write_held(this->rw),
	    rw_iswriter(this->rw), rw_read_held(this->rw));
	*this->l = 0x500;
	printf("2 readers, a writer waiting: %d %d %d\n",
	    rw_write_held(this->rw), rw_iswriter(this->rw),
	    rw_read_held(this->rw));
	*this->l = 0;
	printf("free: %d %d %d\n", rw_write_held(this->rw),
	    rw_iswriter(this->rw), rw_read_held(this->rw));
}

BEGIN
{
	trace(mutex_owned((struct mutex *)8));
}

BEGIN
{
	trace(rw_read_held((rwlock_t *)16));
}

ERROR
{
	printf("fault %d at 0x%x\n", arg4, arg5);
}

BEGIN
{
	exit(0);
}
