# The destructive actions' prototypes, checked as DTrace checks them:
#	void raise(int)			void stop(void)
#	void copyout(void *, uintptr_t, size_t)
#	void copyoutstr(char *, uintptr_t, size_t)
#	void system(string constant, ...)	void freopen(string constant, ...)
#	void ftruncate(void)
# and freopen(".") is refused: "." stands for freopen("") inside DTrace.
# None of them is a value.
for act in 'raise()' 'raise("x")' 'stop(1)' 'copyout("x", 0)' \
    'copyout(1, 0, 1)' 'copyout("x", "y", 1)' 'copyoutstr(1, 0, 1)' \
    'copyoutstr("x", 0, "z")' 'system()' 'system(1)' 'system("%d")' \
    'system("%d", "s")' 'freopen(".")' 'freopen("", 1)' 'ftruncate(1)' \
    'x = raise(1)'; do
	"$DTRACE" -w -x errtags -n "BEGIN { $act; }" 2>&1
	echo "status $?"
done
