/*
 * uregs[] outside a uprobe reads the registers of the current thread (in
 * BEGIN, dtrace's own): its pt_regs, and on x86-64 the segment registers
 * and the trap number that pt_regs does not hold, kept in task_struct's
 * thread (Oracle's tst.uregsarray-check2.d compares the same).  dtrace
 * is a 64-bit process with thread-local storage: fsbase is not 0; cs and
 * ss are the user selectors (__USER_CS 0x33, __USER_DS 0x2b).
 */
#pragma D option quiet

BEGIN
{
	printf("%s\n", uregs[R_DS] == curthread->thread.ds ? "match" : "no");
	printf("%s\n", uregs[R_ES] == curthread->thread.es ? "match" : "no");
	printf("%s\n", uregs[R_FS] == curthread->thread.fsbase ? "match" :
	    "no");
	printf("%s\n", uregs[R_GS] == curthread->thread.gsbase ? "match" :
	    "no");
	printf("%s\n", uregs[R_TRAPNO] == curthread->thread.trap_nr ?
	    "match" : "no");
	printf("fs %d pc %d sp %d cs %d ss %d\n", uregs[R_FS] != 0,
	    uregs[R_PC] != 0, uregs[R_SP] != 0, uregs[R_CS], uregs[R_SS]);
	exit(0);
}
