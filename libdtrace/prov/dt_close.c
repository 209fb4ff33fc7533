/*
 * dt_close.c -- closing kernel objects: the links, perf events and
 * programs of probes.
 *
 * Detaching a BPF program from a tracepoint or a uprobe waits for an RCU
 * grace period (tens of ms: unregistering a uprobe is a synchronize_srcu,
 * 20-50 ms measured here), one after the other when closed in turn.  Two
 * ways out of that wait:
 *
 *   - dt_close_parallel() closes many at once from many threads, so that
 *     the waits overlap and share grace periods (teardown: 360 syscall
 *     probes closed in turn took 24 s);
 *   - dt_close_later() hands objects to one closer thread and returns at
 *     once, for objects given up while tracing goes on: the probes of a
 *     process that went away.  The consumer's loop must not wait there:
 *     a process that registers next waits for the consumer to acknowledge
 *     it (dth_registry.h), and a server forking a worker per connection
 *     (PostgreSQL) paid a grace period per connection, 40 ms each.
 *
 * dt_close_drain() waits until everything handed over is closed and ends
 * the thread; teardown calls it, so that no object outlives the session.
 * The thread does nothing but close(2) descriptors the handle gave up:
 * it shares nothing else with the consumer.
 */
#include <pthread.h>
#include <signal.h>
#include <stdlib.h>
#include <unistd.h>

#include "dt_impl.h"

typedef struct dt_closer {
	const int *fds;
	int n, step, first;
	int *closed;		/* how many all threads closed (atomic) */
} dt_closer_t;

static void *
dt_closer_run(void *arg)
{
	const dt_closer_t *c = arg;
	int i;

	for (i = c->first; i < c->n; i += c->step) {
		close(c->fds[i]);
		__atomic_add_fetch(c->closed, 1, __ATOMIC_RELAXED);
	}
	return NULL;
}

#define DT_CLOSERS	64	/* threads closing at once */

/*
 * Close n descriptors, from up to DT_CLOSERS threads if there are many;
 * while they close, tell pg (if not NULL) how many are done.
 */
void
dt_close_parallel(const int *fds, int n, dt_progress_t *pg)
{
	pthread_t tids[DT_CLOSERS];
	dt_closer_t cl[DT_CLOSERS];
	int t, nt = n < DT_CLOSERS ? n : DT_CLOSERS, started = 0, closed = 0;

	if (n < 4) {
		for (t = 0; t < n; t++)
			close(fds[t]);
		return;
	}
	for (t = 0; t < nt; t++) {
		cl[t] = (dt_closer_t){ fds, n, nt, t, &closed };
		if (pthread_create(&tids[t], NULL, dt_closer_run, &cl[t]) != 0)
			break;
		started++;
	}
	for (t = started; t < nt; t++)	/* no thread: close them here */
		dt_closer_run(&cl[t]);
	if (pg != NULL)
		dt_progress_step(pg, 0);
	while (pg != NULL && __atomic_load_n(&closed, __ATOMIC_RELAXED) < n) {
		dt_progress_step(pg, (uint64_t)__atomic_load_n(&closed,
		    __ATOMIC_RELAXED));
		usleep(1000);	/* the step says at most 5 a second */
	}
	for (t = 0; t < started; t++)
		pthread_join(tids[t], NULL);
}

/* The closer thread's queue, owned by the handle (dt_closeq). */
struct dt_closeq {
	pthread_mutex_t cq_lock;
	pthread_cond_t cq_more;		/* fds queued, or cq_done set */
	pthread_t cq_thread;
	int *cq_fds;			/* queued, not yet taken */
	size_t cq_n, cq_cap;
	bool cq_done;			/* drain: end once the queue is empty */
	uint64_t cq_queued;		/* fds ever queued (the tickets) */
	uint64_t cq_closed;		/* of them, closed: in queue order */
};

/* The closer: take what is queued, close it all at once, again. */
static void *
dt_closeq_run(void *arg)
{
	struct dt_closeq *q = arg;

	pthread_mutex_lock(&q->cq_lock);
	for (;;) {
		int *fds = q->cq_fds;
		size_t n = q->cq_n;

		if (n == 0) {
			if (q->cq_done)
				break;
			pthread_cond_wait(&q->cq_more, &q->cq_lock);
			continue;
		}
		q->cq_fds = NULL;
		q->cq_n = q->cq_cap = 0;
		pthread_mutex_unlock(&q->cq_lock);
		dt_close_parallel(fds, (int)n, NULL);
		free(fds);
		pthread_mutex_lock(&q->cq_lock);
		q->cq_closed += n;
	}
	pthread_mutex_unlock(&q->cq_lock);
	return NULL;
}

/* The handle's queue, its thread started on first use; NULL if it cannot. */
static struct dt_closeq *
dt_closeq(dtrace_hdl_t *dtp)
{
	struct dt_closeq *q = dtp->dt_closeq;
	sigset_t all, old;
	int err;

	if (q != NULL)
		return q;
	if ((q = calloc(1, sizeof(*q))) == NULL)
		return NULL;
	pthread_mutex_init(&q->cq_lock, NULL);
	pthread_cond_init(&q->cq_more, NULL);
	/* with every signal blocked (its threads too): SIGINT and the
	   others must reach the consumer's thread, whose wait they end */
	sigfillset(&all);
	pthread_sigmask(SIG_SETMASK, &all, &old);
	err = pthread_create(&q->cq_thread, NULL, dt_closeq_run, q);
	pthread_sigmask(SIG_SETMASK, &old, NULL);
	if (err != 0) {
		pthread_cond_destroy(&q->cq_more);
		pthread_mutex_destroy(&q->cq_lock);
		free(q);
		return NULL;
	}
	return dtp->dt_closeq = q;
}

/*
 * Close fd soon, on the closer thread; the caller gives it up now.  If
 * there is no thread (or no memory to queue), it is closed here.
 */
void
dt_close_later(dtrace_hdl_t *dtp, int fd)
{
	struct dt_closeq *q = dt_closeq(dtp);
	bool queued = false;

	if (fd < 0)
		return;
	if (q != NULL) {
		pthread_mutex_lock(&q->cq_lock);
		if (q->cq_n == q->cq_cap) {
			size_t cap = q->cq_cap ? 2 * q->cq_cap : 16;
			int *fds = realloc(q->cq_fds, cap * sizeof(int));

			if (fds != NULL) {
				q->cq_fds = fds;
				q->cq_cap = cap;
			}
		}
		if (q->cq_n < q->cq_cap) {
			q->cq_fds[q->cq_n++] = fd;
			q->cq_queued++;
			queued = true;
			pthread_cond_signal(&q->cq_more);
		}
		pthread_mutex_unlock(&q->cq_lock);
	}
	if (!queued)
		close(fd);
}

/*
 * A ticket for what dt_close_later() was given so far: once
 * dt_close_done() says it is done, all of it is closed (the thread
 * closes in queue order).  Late enabling reuses a gone process's row of
 * dt_prows only then, when no link of that process can fire any more.
 */
uint64_t
dt_close_ticket(dtrace_hdl_t *dtp)
{
	struct dt_closeq *q = dtp->dt_closeq;
	uint64_t t;

	if (q == NULL)
		return 0;	/* nothing queued: all closed in place */
	pthread_mutex_lock(&q->cq_lock);
	t = q->cq_queued;
	pthread_mutex_unlock(&q->cq_lock);
	return t;
}

bool
dt_close_done(dtrace_hdl_t *dtp, uint64_t ticket)
{
	struct dt_closeq *q = dtp->dt_closeq;
	bool done;

	if (q == NULL)
		return true;
	pthread_mutex_lock(&q->cq_lock);
	done = q->cq_closed >= ticket;
	pthread_mutex_unlock(&q->cq_lock);
	return done;
}

/* Wait until all that dt_close_later() was given is closed; end the thread. */
void
dt_close_drain(dtrace_hdl_t *dtp)
{
	struct dt_closeq *q = dtp->dt_closeq;

	if (q == NULL)
		return;
	pthread_mutex_lock(&q->cq_lock);
	q->cq_done = true;
	pthread_cond_signal(&q->cq_more);
	pthread_mutex_unlock(&q->cq_lock);
	pthread_join(q->cq_thread, NULL);
	pthread_cond_destroy(&q->cq_more);
	pthread_mutex_destroy(&q->cq_lock);
	free(q->cq_fds);
	free(q);
	dtp->dt_closeq = NULL;
}
