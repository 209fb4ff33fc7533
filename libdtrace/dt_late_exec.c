/*
 * dt_late_exec.c -- late enabling for processes that never register:
 * programs with <sys/sdt.h> probes alone (python3, libc's probes, ...),
 * started after tracing began and named by a provider glob
 * (`dtrace -n 'python*:::function-entry'`).
 *
 * A process linked with a `dtrace -G` object announces itself in the
 * helper registry (dt_late.c); one with plain .note.stapsdt notes does
 * not.  So the consumer listens to the kernel's process events connector
 * (netlink NETLINK_CONNECTOR, CN_IDX_PROC: root only, no BPF needed) and
 * looks at each process that execs: if one of its files has a probe of a
 * provider a glob names, its descriptions are provided for that pid, as
 * for a registering process, and the probes made
 * are generated, loaded and attached (dt_late_enable_pid).  The event
 * comes after the exec: the new program runs meanwhile, and probes that
 * fire before their uprobes are in place are missed (no helper is there
 * to wait for dtrace).  Libraries the dynamic linker maps after the event
 * are seen by two later looks at the same process, DT_EXECLOOK1_NS and
 * DT_EXECLOOK2_NS after the event.
 *
 * A process that forks without exec (a server's workers: PostgreSQL's
 * backends) is a new process with the same files, and so the same
 * probes, as its parent; each fork of a process (not a thread) is looked
 * at once, as an exec is.  A probe the child fires before its uprobes
 * are in place is missed.  The fork of a process that registered is not
 * looked at: its helper registers the child too, which waits for us
 * (dt_late.c), and one look at it is enough.  A process taken in that
 * exits has its probes detached at its exit event (one that never
 * registers has no registration whose removal would say so).
 *
 * Kernels from 6.6 filter the events for a listener; older ones send all
 * of them, and those not asked for are read and ignored.  Without the
 * connector (no CAP_NET_ADMIN, CONFIG_PROC_EVENTS off) such processes
 * are not traced; dtrace says so once.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include <sys/epoll.h>
#include <sys/socket.h>
#include <linux/cn_proc.h>
#include <linux/connector.h>
#include <linux/netlink.h>

#include "dt_impl.h"
#include "base/dt_kfeat.h"
#include "../usdt/usdt.h"
#include "dt_driver.h"

#define DT_EXECLOOK1_NS	200000000ULL	/* the second look, after exec */
#define DT_EXECLOOK2_NS	1000000000ULL	/* and the last */
#define DT_EXECLOOK_MAX	4096		/* processes awaiting a look */

typedef struct dt_execlook {
	pid_t el_pid;
	uint64_t el_at;		/* when to look, CLOCK_MONOTONIC ns */
	int el_left;		/* looks left after that one */
} dt_execlook_t;

typedef struct dt_execwatch {
	int ew_fd;			/* the connector socket */
	dt_execlook_t *ew_looks;
	size_t ew_nlooks;
} dt_execwatch_t;

/* proc_input of <linux/cn_proc.h> from 6.6: the listen op and a filter */
typedef struct dt_proc_input {
	uint32_t pi_op;			/* PROC_CN_MCAST_LISTEN */
	uint32_t pi_events;		/* PROC_EVENT_EXEC | _FORK | _EXIT */
} dt_proc_input_t;

/* Ask the connector for exec, fork and exit events.  Returns 0 or an
   errno. */
static int
dt_exec_listen(dtrace_hdl_t *dtp, int fd)
{
	struct {
		struct nlmsghdr nl;
		struct cn_msg cn;
		dt_proc_input_t in;
	} __attribute__((packed)) msg;
	size_t inlen = dt_kfeat_has(dtp, DT_KF_PROC_FILTER) ? sizeof(msg.in) :
	    sizeof(msg.in.pi_op);

	memset(&msg, 0, sizeof(msg));
	msg.nl.nlmsg_len = (uint32_t)(sizeof(msg.nl) + sizeof(msg.cn) + inlen);
	msg.nl.nlmsg_type = NLMSG_DONE;
	msg.nl.nlmsg_pid = (uint32_t)getpid();
	msg.cn.id.idx = CN_IDX_PROC;
	msg.cn.id.val = CN_VAL_PROC;
	msg.cn.len = (uint16_t)inlen;
	msg.in.pi_op = PROC_CN_MCAST_LISTEN;
	msg.in.pi_events = PROC_EVENT_EXEC | PROC_EVENT_FORK | PROC_EVENT_EXIT;
	if (send(fd, &msg, msg.nl.nlmsg_len, 0) < 0)
		return errno;
	return 0;
}

static int
dt_exec_socket(dtrace_hdl_t *dtp)
{
	struct sockaddr_nl sa = {
		.nl_family = AF_NETLINK, .nl_groups = CN_IDX_PROC,
	};
	int fd, err;

	fd = socket(AF_NETLINK, SOCK_DGRAM | SOCK_NONBLOCK | SOCK_CLOEXEC,
	    NETLINK_CONNECTOR);
	if (fd < 0)
		return -errno;
	if (bind(fd, (struct sockaddr *)&sa, sizeof(sa)) != 0 ||
	    (errno = dt_exec_listen(dtp, fd)) != 0) {
		err = errno;
		close(fd);
		return -err;
	}
	return fd;
}

/*
 * At dtrace_go, when a description may name a process started later:
 * listen for execs.  Not fatal: without the connector only registering
 * processes are taken in later.
 */
void
dt_late_exec_open(dtrace_hdl_t *dtp)
{
	struct epoll_event ev = {
		.events = EPOLLIN, .data.u32 = UINT32_MAX - 1,
	};
	dt_execwatch_t *ew;
	int fd = dt_exec_socket(dtp);

	if (fd < 0) {
		dt_report(dtp, DT_REPORT_WARN, "processes started later with "
		    "<sys/sdt.h> probes alone will not be traced: process "
		    "events connector: %s", strerror(-fd));
		return;
	}
	ew = dt_xcalloc(1, sizeof(*ew));
	ew->ew_fd = fd;
	(void) epoll_ctl(dtp->dt_epollfd, EPOLL_CTL_ADD, fd, &ev);
	dtp->dt_execwatch = ew;
}

/* Queue a look at pid at time at; the oldest is dropped when full. */
static void
dt_exec_queue(dt_execwatch_t *ew, pid_t pid, uint64_t at, int left)
{
	dt_execlook_t *v;

	if (ew->ew_nlooks == DT_EXECLOOK_MAX) {
		memmove(ew->ew_looks, ew->ew_looks + 1,
		    --ew->ew_nlooks * sizeof(*v));
	}
	v = dt_xrealloc(ew->ew_looks, (ew->ew_nlooks + 1) * sizeof(*v));
	v[ew->ew_nlooks++] = (dt_execlook_t){ pid, at, left };
	ew->ew_looks = v;
}

/*
 * A thread of process tgid exited: if that was the process (its memory is
 * gone: the last thread, not a leader that left the others running), its
 * probes are detached now (dt_late_proc_gone).  A process that never
 * registers has no other end: its links stayed until dtrace exited, two
 * descriptors and a uprobe consumer for each of a server's gone workers.
 */
static void
dt_exec_exited(dtrace_hdl_t *dtp, pid_t tgid)
{
	if (dt_late_has_proc(dtp, tgid) && usdt_reg_exiting(tgid))
		dt_late_proc_gone(dtp, tgid);
}

/* Read every pending event; each exec queues a look now and two later,
   each fork of a process that did not register one look now, and each
   exit may end a process. */
static void
dt_exec_read(dtrace_hdl_t *dtp, dt_execwatch_t *ew, uint64_t now)
{
	char buf[8192] __attribute__((aligned(NLMSG_ALIGNTO)));
	const struct nlmsghdr *nl;
	const struct cn_msg *cn;
	struct proc_event pe;
	ssize_t n;

	while ((n = recv(ew->ew_fd, buf, sizeof(buf), 0)) > 0) {
		for (nl = (const struct nlmsghdr *)buf; NLMSG_OK(nl, n);
		    nl = NLMSG_NEXT(nl, n)) {
			cn = NLMSG_DATA(nl);
			if (nl->nlmsg_len < NLMSG_LENGTH(sizeof(*cn) +
			    sizeof(pe)) || cn->id.idx != CN_IDX_PROC)
				continue;
			/* the event is 4-byte aligned in the message, and
			   has 8-byte members: copied out */
			memcpy(&pe, cn->data, sizeof(pe));
			if (pe.what == PROC_EVENT_EXEC)
				dt_exec_queue(ew,
				    pe.event_data.exec.process_tgid, now, 2);
			else if (pe.what == PROC_EVENT_FORK &&
			    pe.event_data.fork.child_pid ==
			    pe.event_data.fork.child_tgid &&
			    !usdt_reg_watch_known(dtp->dt_regwatch,
			    pe.event_data.fork.parent_tgid))
				dt_exec_queue(ew,
				    pe.event_data.fork.child_tgid, now, 0);
			else if (pe.what == PROC_EVENT_EXIT)
				dt_exec_exited(dtp,
				    pe.event_data.exit.process_tgid);
		}
	}
}

/* Can this description name process *arg (a glob naming its provider)? */
static int
dt_exec_names(dtrace_hdl_t *dtp, dt_clause_t *cl, const char *desc,
    char *const fld[4], void *arg)
{
	(void)cl, (void)desc;
	return strpbrk(fld[0], "*?[") != NULL &&
	    strncmp(fld[0], "pid", 3) != 0 &&
	    usdt_proc_has(dtp, *(pid_t *)arg, fld[0]);
}

/*
 * From dt_late_poll: take in the execs since the last call, and look at
 * each process whose time has come.
 */
void
dt_late_exec_poll(dtrace_hdl_t *dtp)
{
	dt_execwatch_t *ew = dtp->dt_execwatch;
	uint64_t now;
	size_t i, kept = 0, n;

	if (ew == NULL)
		return;
	now = dt_clock_ns(CLOCK_MONOTONIC);
	dt_exec_read(dtp, ew, now);
	n = ew->ew_nlooks;
	for (i = 0; i < n; i++) {
		dt_execlook_t el = ew->ew_looks[i];

		if (el.el_at > now) {
			ew->ew_looks[kept++] = el;
			continue;
		}
		if (dt_clause_desc_iter(dtp, dt_exec_names, &el.el_pid) != 0 &&
		    dt_late_enable_pid(dtp, el.el_pid) != 0) {
			/* one that is gone already (a server's worker
			   that served one query) is no error: forgotten */
			if (usdt_reg_exiting(el.el_pid)) {
				dt_late_proc_gone(dtp, el.el_pid);
			} else {
				dt_report(dtp, DT_REPORT_WARN, "failed to "
				    "enable the probes of pid %d: %s",
				    (int)el.el_pid, dtp->dt_errmsg);
			}
			continue;
		}
		if (el.el_left > 0)
			ew->ew_looks[kept++] = (dt_execlook_t){ el.el_pid,
			    now + (el.el_left == 2 ? DT_EXECLOOK1_NS :
			    DT_EXECLOOK2_NS - DT_EXECLOOK1_NS),
			    el.el_left - 1 };
	}
	ew->ew_nlooks = kept;
}

void
dt_late_exec_close(dtrace_hdl_t *dtp)
{
	dt_execwatch_t *ew = dtp->dt_execwatch;

	if (ew == NULL)
		return;
	close(ew->ew_fd);	/* leaves the epoll set with it */
	free(ew->ew_looks);
	free(ew);
	dtp->dt_execwatch = NULL;
}
