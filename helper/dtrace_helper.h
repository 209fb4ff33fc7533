/*
 * dtrace_helper.h -- libdtrace-helper: register USDT provider definitions
 * (DOF) with DTrace from a running program.
 *
 * Programs linked with an object made by "dtrace -G" need none of this:
 * that object registers its own definitions when it is loaded.  This
 * library is for programs that make provider definitions at run time (a
 * language runtime, a JIT) or load DOF images themselves.
 *
 * A registered image stays registered until dtrace_helper_unregister(),
 * the library's unloading, or the process's exit; a child made by fork()
 * registers every image again under its own process ID.  The environment
 * variable DTRACE_DOF_INIT_DISABLE (any value) turns registration off, and
 * DTRACE_DOF_INIT_DEBUG (any value) reports what happens on stderr.
 *
 * Link with -ldtrace-helper (pkg-config libdtrace-helper).
 */
#ifndef DTRACE_HELPER_H
#define DTRACE_HELPER_H

#ifdef __cplusplus
extern "C" {
#endif

/* The most images one process may register through this library. */
#define DTRACE_HELPER_MAX	32

/*
 * Register the DOF image at dof, which must stay mapped and unchanged
 * while it is registered.  Returns 0 (also when DTRACE_DOF_INIT_DISABLE
 * turns registration off), or -1 with errno: EINVAL (dof is NULL, or not
 * a DOF image), EEXIST (already registered), ENOSPC (DTRACE_HELPER_MAX
 * images registered), or the error of creating the registry entry.
 */
int dtrace_helper_register(const void *dof);

/* Withdraw a registration.  Returns 0, or -1 with errno ENOENT. */
int dtrace_helper_unregister(const void *dof);

#ifdef __cplusplus
}
#endif

#endif /* DTRACE_HELPER_H */
