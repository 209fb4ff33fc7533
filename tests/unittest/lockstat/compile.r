exit 0
dtrace: invalid probe specifier lockstat:::rw-spin { trace(args[0]->owner); }: in action list: operator -> cannot be applied to a forward declaration: no struct rwlock definition is available
exit 1
dtrace: invalid probe specifier lockstat:::adaptive-spin, lockstat:::spin-spin
{
	trace(args[0]);
}: in action list: args[ ] may not be referenced because probe descriptions lockstat:::adaptive-spin and lockstat:::spin-spin give args[0] different types
exit 1
dtrace: invalid probe specifier lockstat:::spin-release { trace(args[1]); }: in action list: index 1 is out of range for lockstat:::spin-release args[ ]
exit 1
