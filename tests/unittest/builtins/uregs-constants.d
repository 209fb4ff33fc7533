/*
 * The register constants indexing uregs[] on x86-64, as Oracle's DTrace
 * defines them (its regs.d): pt_regs' words in order, then the segment
 * registers and the trap number, and the 32-bit and generic aliases.
 */
#pragma D option quiet

BEGIN
{
	/* the order of Oracle's tst.uregsarray-constants.x86_64.d */
	printf(" %d", R_PC); printf(" %d", R_SP); printf(" %d", R_R0);
	printf(" %d", R_R1); printf(" %d", R_CS); printf(" %d", R_GS);
	printf(" %d", R_ES); printf(" %d", R_DS); printf(" %d", R_EDI);
	printf(" %d", R_ESI); printf(" %d", R_EBP); printf(" %d", R_EAX);
	printf(" %d", R_ESP); printf(" %d", R_EAX); printf(" %d", R_EBX);
	printf(" %d", R_ECX); printf(" %d", R_EDX); printf(" %d", R_TRAPNO);
	printf(" %d", R_ERR); printf(" %d", R_EIP); printf(" %d", R_CS);
	printf(" %d", R_EFL); printf(" %d", R_SS);
	printf("\n");
	printf("%d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d\n",
	    R_R15, R_R14, R_R13, R_R12, R_RBP, R_RBX, R_R11, R_R10, R_R9,
	    R_R8, R_RAX, R_RCX, R_RDX, R_RSI, R_RDI, R_ERR);
	printf("%d %d %d %d %d %d %d %d %d %d\n", R_RIP, R_CS, R_RFL, R_RSP,
	    R_SS, R_DS, R_ES, R_FS, R_GS, R_TRAPNO);
	printf("%d %d %d %d\n", R_FP, R_PS, R_TRAPNO + 1, sizeof(uregs[R_PC]));
	exit(0);
}
