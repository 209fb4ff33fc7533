/*
 * dt_cg_act.c -- code for the destructive actions that act in the kernel,
 * on the process whose thread fired the probe: raise(), stop(), copyout()
 * and copyoutstr().  They record nothing (the consumer's actions, system()
 * and freopen(), record their values as printf() does: dt_cg.c).
 *
 *	raise(sig)		bpf_send_signal(sig) (kernel >= 5.3): the
 *				signal goes to the process, as DTrace's
 *				does.  A number that is no signal (above 64)
 *				is an illegal operation, as in DTrace; 0
 *				sends nothing.
 *	stop()			bpf_send_signal(SIGSTOP): the process stops
 *				when the thread returns to user space.
 *	copyout(buf, addr, n)	the n bytes at buf are staged in a
 *				temporary string (buf is D's memory: a
 *				string, a variable) and written to addr
 *				with bpf_probe_write_user (CAP_SYS_ADMIN;
 *				the kernel logs that a program uses it).
 *				More than a string's size (strsize + 1) is an
 *				invalid kernel access; n == 0 writes nothing.
 *	copyoutstr(s, addr, max)
 *				the string and its NUL, at most max bytes.
 *
 * bpf_probe_write_user cannot fault a page in: a page the process has
 * not touched, or has only read from a file mapping, is an invalid
 * address, as is any address it has not mapped.  The helper needs its
 * size as a register the verifier knows to lie in [1, staging size], so
 * every size is checked against those bounds right before the call.
 */
#include <signal.h>

#include "dt_impl.h"
#include "cg/dt_cg.h"

#define DT_CG_MAXSIG	64	/* Linux signals are 1 .. 64 */

/* raise(sig), or stop() when sig is NULL */
static void
dt_cg_act_signal(dt_cg_t *cg, dt_node_t *sig)
{
	uint32_t ok = dt_cg_newlabel(cg);
	int s;

	if (sig == NULL) {
		dt_cg_emit(cg, BPF_MOV64_IMM(BPF_REG_1, SIGSTOP));
	} else {
		s = dt_cg_value(cg, sig);
		dt_cg_ld(cg, BPF_REG_1, s);
		dt_cg_freeslot(cg, s);
		/* unsigned: negative numbers are out of range too */
		dt_cg_goto(cg, BPF_JMP_IMM(BPF_JLE, BPF_REG_1, DT_CG_MAXSIG,
		    0), ok);
		dt_cg_raise(cg, DT_FLT_ILLOP, -1);
		dt_cg_setlabel(cg, ok);
	}
	dt_cg_helper(cg, BPF_FUNC_send_signal);
}

/* Jump to skip unless reg lies in [1, max]: what the verifier needs of
   a size. */
static void
dt_cg_act_bound(dt_cg_t *cg, int reg, uint32_t max, uint32_t skip)
{
	dt_cg_goto(cg, BPF_JMP_IMM(BPF_JEQ, reg, 0, 0), skip);
	dt_cg_goto(cg, BPF_JMP_IMM(BPF_JGT, reg, (int32_t)max, 0), skip);
}

/*
 * bpf_probe_write_user(addr, staging, r3): write the staged bytes, or
 * fault with the address.
 */
static void
dt_cg_act_write(dt_cg_t *cg, int addrslot, uint32_t stage, uint32_t skip)
{
	dt_cg_ld(cg, BPF_REG_1, addrslot);
	dt_cg_emit(cg, BPF_MOV64_REG(BPF_REG_2, BPF_REG_9));
	dt_cg_emit(cg, BPF_ALU64_IMM(BPF_ADD, BPF_REG_2, (int32_t)stage));
	dt_cg_helper(cg, BPF_FUNC_probe_write_user);
	dt_cg_goto(cg, BPF_JMP_IMM(BPF_JEQ, BPF_REG_0, 0, 0), skip);
	dt_cg_ld(cg, BPF_REG_1, addrslot);
	dt_cg_raise(cg, DT_FLT_BADADDR, BPF_REG_1);
}

/* copyout(buf, addr, n) */
static void
dt_cg_act_copyout(dt_cg_t *cg, dt_node_t *args)
{
	uint32_t max = DT_STRBUF(cg->cg_dtp), skip = dt_cg_newlabel(cg),
	    fits = dt_cg_newlabel(cg), read = dt_cg_newlabel(cg);
	int sb = dt_cg_value(cg, args), sa = dt_cg_value(cg, args->dn_next),
	    sn = dt_cg_value(cg, args->dn_next->dn_next);
	/* after the arguments: none of their temporary strings is reused */
	uint32_t stage = dt_cg_newtstring(cg);

	dt_cg_ld(cg, BPF_REG_2, sn);
	dt_cg_goto(cg, BPF_JMP_IMM(BPF_JEQ, BPF_REG_2, 0, 0), skip);
	dt_cg_goto(cg, BPF_JMP_IMM(BPF_JLE, BPF_REG_2, (int32_t)max, 0),
	    fits);
	dt_cg_raise(cg, DT_FLT_KPRIV, -1);
	dt_cg_setlabel(cg, fits);
	dt_cg_emit(cg, BPF_MOV64_REG(BPF_REG_1, BPF_REG_9));
	dt_cg_emit(cg, BPF_ALU64_IMM(BPF_ADD, BPF_REG_1, (int32_t)stage));
	dt_cg_ld(cg, BPF_REG_3, sb);
	dt_cg_helper(cg, BPF_FUNC_probe_read_kernel);
	dt_cg_goto(cg, BPF_JMP_IMM(BPF_JEQ, BPF_REG_0, 0, 0), read);
	dt_cg_ld(cg, BPF_REG_1, sb);
	dt_cg_raise(cg, DT_FLT_BADADDR, BPF_REG_1);
	dt_cg_setlabel(cg, read);
	dt_cg_ld(cg, BPF_REG_3, sn);	/* the call lost what r2 knew */
	dt_cg_act_bound(cg, BPF_REG_3, max, skip);
	dt_cg_act_write(cg, sa, stage, skip);
	dt_cg_setlabel(cg, skip);
	dt_cg_freeslot(cg, sn);
	dt_cg_freeslot(cg, sa);
	dt_cg_freeslot(cg, sb);
}

/* copyoutstr(s, addr, max): min(strlen(s) + 1, max) bytes */
static void
dt_cg_act_copyoutstr(dt_cg_t *cg, dt_node_t *args)
{
	uint32_t size = (uint32_t)cg->cg_dtp->dt_opts.strbytes;
	uint32_t skip = dt_cg_newlabel(cg), read = dt_cg_newlabel(cg),
	    keep = dt_cg_newlabel(cg);
	int ss = dt_cg_value(cg, args), sa = dt_cg_value(cg, args->dn_next),
	    sm = dt_cg_value(cg, args->dn_next->dn_next);
	uint32_t stage = dt_cg_newtstring(cg);	/* after the arguments */

	dt_cg_emit(cg, BPF_MOV64_REG(BPF_REG_1, BPF_REG_9));
	dt_cg_emit(cg, BPF_ALU64_IMM(BPF_ADD, BPF_REG_1, (int32_t)stage));
	dt_cg_emit(cg, BPF_MOV64_IMM(BPF_REG_2, (int32_t)size));
	dt_cg_ld(cg, BPF_REG_3, ss);
	dt_cg_helper(cg, BPF_FUNC_probe_read_kernel_str);
	dt_cg_goto(cg, BPF_JMP_IMM(BPF_JSGT, BPF_REG_0, 0, 0), read);
	dt_cg_ld(cg, BPF_REG_1, ss);
	dt_cg_raise(cg, DT_FLT_BADADDR, BPF_REG_1);
	dt_cg_setlabel(cg, read);
	dt_cg_ld(cg, BPF_REG_3, sm);	/* r0 = min(length + NUL, max) */
	dt_cg_goto(cg, BPF_JMP_REG(BPF_JGE, BPF_REG_3, BPF_REG_0, 0),
	    keep);
	dt_cg_emit(cg, BPF_MOV64_REG(BPF_REG_0, BPF_REG_3));
	dt_cg_setlabel(cg, keep);
	dt_cg_act_bound(cg, BPF_REG_0, size, skip);
	dt_cg_emit(cg, BPF_MOV64_REG(BPF_REG_3, BPF_REG_0));
	dt_cg_act_write(cg, sa, stage, skip);
	dt_cg_setlabel(cg, skip);
	dt_cg_freeslot(cg, sm);
	dt_cg_freeslot(cg, sa);
	dt_cg_freeslot(cg, ss);
}

bool
dt_cg_destr(dt_cg_t *cg, const dt_action_t *act)
{
	dt_node_t *args = act->act_node->dn_args;

	switch (act->act_kind) {
	case DT_ACT_RAISE:
		dt_cg_act_signal(cg, args);
		return true;
	case DT_ACT_STOP:
		dt_cg_act_signal(cg, NULL);
		return true;
	case DT_ACT_COPYOUT:
		dt_cg_act_copyout(cg, args);
		return true;
	case DT_ACT_COPYOUTSTR:
		dt_cg_act_copyoutstr(cg, args);
		return true;
	default:
		return false;
	}
}
