# lockstat clauses compile (-e: no load, no attach) with args[] typed as
# Oracle's provider types them: a struct mutex * whose members are the
# kernel's, the time as uint64_t, rw-acquire's RW_READER/RW_WRITER and
# adaptive-acquire-error's error as int, and a spinlock_t *.  struct
# rwlock is not a Linux type: only its pointer can be used.  Probes whose
# args[0] types differ cannot share a clause that uses args[].
"$DTRACE" -e -n 'lockstat:::adaptive-block, lockstat:::adaptive-spin
{
	@wait[args[0]->wait_lock.raw_lock.val.counter] = sum(args[1]);
}' -n 'lockstat:::rw-acquire /args[1] == 1/ { trace(args[0]); }' \
   -n 'lockstat:::rw-block, lockstat:::rw-spin { @[args[2]] = max(args[1]); }' \
   -n 'lockstat:::adaptive-acquire-error { trace(args[1] < 0); }' \
   -n 'lockstat:::spin-acquire, lockstat:::spin-release, lockstat:::spin-spin
{
	trace(args[0]->rlock.raw_lock.val.counter);
}'
echo "exit $?"
"$DTRACE" -e -n 'lockstat:::rw-spin { trace(args[0]->owner); }' 2>&1
echo "exit $?"
"$DTRACE" -e -n 'lockstat:::adaptive-spin, lockstat:::spin-spin
{
	trace(args[0]);
}' 2>&1
echo "exit $?"
"$DTRACE" -e -n 'lockstat:::spin-release { trace(args[1]); }' 2>&1
echo "exit $?"
