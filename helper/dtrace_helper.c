/*
 * dtrace_helper.c -- libdtrace-helper: registration of DOF images on
 * request (dtrace_helper.h), with the registry code the -G helper uses
 * (dth_registry.h).
 *
 * Registrations are kept in a fixed table (no allocation), under a spin
 * lock: registering is rare and short.  pthread_atfork() handlers hold the
 * lock across fork(), so the child never inherits it held, then the child
 * registers each image under its own pid.  A destructor removes every
 * registration when the library is unloaded or the process exits.
 */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE	/* dl_iterate_phdr */
#endif
#include <pthread.h>

#include "dth_registry.h"
#include "dtrace_helper.h"

#define DTH_API	__attribute__((visibility("default")))

static dth_reg_t dth_regs[DTRACE_HELPER_MAX];
static bool dth_used[DTRACE_HELPER_MAX];
static char dth_lock_word;
static bool dth_atfork_done;

static void
dth_lock(void)
{
	while (__atomic_test_and_set(&dth_lock_word, __ATOMIC_ACQUIRE))
		;
}

static void
dth_unlock(void)
{
	__atomic_clear(&dth_lock_word, __ATOMIC_RELEASE);
}

static void
dth_child(void)
{
	int i;

	for (i = 0; i < DTRACE_HELPER_MAX; i++)
		if (dth_used[i])
			(void)dth_reg_add(&dth_regs[i]);
	dth_unlock();
}

static int
dth_slot(const void *dof)
{
	int i;

	for (i = 0; i < DTRACE_HELPER_MAX; i++)
		if (dth_used[i] && dth_regs[i].dr_dof == (uintptr_t)dof)
			return i;
	return -1;
}

DTH_API int
dtrace_helper_register(const void *dof)
{
	int i, err;

	if (dof == NULL || memcmp(dof, "\177DOF", 4) != 0) {
		errno = EINVAL;
		return -1;
	}
	if (getenv("DTRACE_DOF_INIT_DISABLE") != NULL)
		return 0;
	dth_lock();
	if (!dth_atfork_done) {
		dth_atfork_done = pthread_atfork(dth_lock, dth_unlock,
		    dth_child) == 0;
	}
	if (dth_slot(dof) >= 0) {
		dth_unlock();
		errno = EEXIST;
		return -1;
	}
	for (i = 0; i < DTRACE_HELPER_MAX && dth_used[i]; i++)
		;
	if (i == DTRACE_HELPER_MAX) {
		dth_unlock();
		errno = ENOSPC;
		return -1;
	}
	dth_reg_init(&dth_regs[i], dof);
	if ((err = dth_reg_add(&dth_regs[i])) == 0)
		dth_used[i] = true;
	dth_unlock();
	if (err != 0) {
		errno = err;
		return -1;
	}
	return 0;
}

DTH_API int
dtrace_helper_unregister(const void *dof)
{
	int i;

	dth_lock();
	if ((i = dth_slot(dof)) < 0) {
		dth_unlock();
		errno = ENOENT;
		return -1;
	}
	dth_reg_remove(&dth_regs[i]);
	dth_used[i] = false;
	dth_unlock();
	return 0;
}

static void __attribute__((destructor))
dth_fini(void)
{
	int i;

	dth_lock();
	for (i = 0; i < DTRACE_HELPER_MAX; i++)
		if (dth_used[i])
			dth_reg_remove(&dth_regs[i]);
	dth_unlock();
}
