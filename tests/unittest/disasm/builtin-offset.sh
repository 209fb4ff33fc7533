# Built-in variables are listed with no offset, in the global scope, read
# (from Oracle's variables/bvar/tst.offset-blank), in DTrace's order (of
# its DIF variable numbers); uregs[] is an array of 64-bit words.
# args[i] is its argN (the compiler rewrites it), listed once.
"$DTRACE" -Sen '
syscall::read:entry
{
	trace(arg0);
	trace(args[0]);
	trace(execname);
	trace(pid);
	trace(probefunc);
	trace(timestamp);
	trace(uregs[0]);
	trace(walltimestamp);
	exit(0);
}' 2>&1 | awk -f "$(dirname "$0")/layout.awk"
