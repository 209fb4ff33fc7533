# The lock subroutines' prototypes (Oracle's Linux DTrace's): one
# struct mutex * or rwlock_t * argument; a wrong count or type gives
# DTrace's prototype messages.  mutex_owner() is a struct task_struct *.
for p in 'mutex_owned()' 'mutex_owner(1)' 'mutex_type_adaptive((int *)0, 1)' \
    'mutex_type_spin(curthread)' 'rw_read_held()' 'rw_write_held(1)' \
    'rw_iswriter((struct mutex *)0)' 'mutex_owner((struct mutex *)0)->pid' \
    'rw_iswriter((rwlock_t *)0) + mutex_owned(NULL)' \
    'link_ntop(1)' 'link_ntop("a", 0)'; do
	"$DTRACE" -x errtags -e -n "BEGIN { trace($p); }" 2>&1
	echo "$p: status $?"
done
"$DTRACE" -e -n 'BEGIN { trace(mutex_owner(NULL)->comm); }' 2>&1
echo "status $?"
