# rw_read_held(), rw_write_held() and rw_iswriter() on a real kernel
# rwlock_t: the file owner lock rwlocker.c's threads take with fcntl()
# (F_SETOWN writes, F_GETOWN reads).  lock:contention_begin fires in a
# waiter (arg1 LCB_F_READ 0x2 or LCB_F_WRITE 0x4, arg0 the lock, whose
# qrwlock is rwlock_t's first member); contention_end with arg1 0 once
# it holds the lock.  A writer then holds it alone: rw_write_held() is
# the writer byte 0xff and rw_iswriter() true (readers waiting may have
# counted themselves in already).  A reader holds it with no writer:
# rw_read_held() true, rw_write_held() 0 (a writer may be waiting).
dir=$(mktemp -d)
cc -O2 -pthread -o "$dir/dt_rwlocker" "$(dirname "$0")/rwlocker.c" ||
    exit 1
"$DTRACE" -q -c "$dir/dt_rwlocker" -n '
sdt:lock::contention_begin
/pid == $target && (arg1 & 0x6)/
{
	self->l = (rwlock_t *)arg0;
	self->w = arg1 & 0x4;
}

sdt:lock::contention_end
/(uint64_t)self->l == arg0 && arg1 == 0 && self->w/
{
	@writers = count();
	@bad["writer: rw_write_held() not 0xff"] =
	    sum(rw_write_held(self->l) != 0xff);
	@bad["writer: not rw_iswriter()"] = sum(!rw_iswriter(self->l));
}

sdt:lock::contention_end
/(uint64_t)self->l == arg0 && arg1 == 0 && !self->w/
{
	@readers = count();
	@bad["reader: not rw_read_held()"] = sum(!rw_read_held(self->l));
	@bad["reader: rw_write_held()"] = sum(rw_write_held(self->l) != 0);
}

sdt:lock::contention_end
/(uint64_t)self->l == arg0/
{
	self->l = 0;
}

END
{
	printa("writers: %@d\n", @writers);
	printa("readers: %@d\n", @readers);
	printa("%s: %@d\n", @bad);
}' | sed -E 's/^(writers|readers): [1-9][0-9]*$/\1: some/'
echo "exit ${PIPESTATUS[0]}"
rm -rf "$dir"
