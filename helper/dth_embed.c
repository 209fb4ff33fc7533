/*
 * dth_embed.c -- the registration code every "dtrace -G" object carries.
 *
 * This file is compiled once, when DTrace is built, into a small
 * relocatable object (helper/Makefile.inc: position-independent, no
 * unwind tables, every symbol static).  libdtrace embeds that object
 * (provider-gen/pgen_helper_image.S), and "dtrace -G" copies its sections,
 * symbols and relocations into each object it writes
 * (provider-gen/pgen_elf.c), binding the one symbol it leaves undefined,
 * dth_dof, to the DOF image of that object.  So each executable or shared
 * library linked with a -G object registers its own providers, and two
 * such objects in one program do not clash: apart from the C library
 * functions it calls, nothing here is visible outside its object.
 *
 * When the object is loaded (an ELF constructor), it registers the DOF
 * with the registry (dth_registry.h); a child made by fork() registers
 * itself (pthread_atfork, which glibc provides without -lpthread, from
 * libc_nonshared.a, and unregisters when the object is unloaded); when the
 * object is unloaded or the process exits, the registration is removed
 * (an ELF destructor).  DTRACE_DOF_INIT_DISABLE in the environment, with
 * any value, turns all of it off.
 */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE	/* dl_iterate_phdr */
#endif
#include <pthread.h>

#include "dth_registry.h"

/* the DOF of the object this code is merged into, bound by "dtrace -G" */
extern const char dth_dof[] __attribute__((visibility("hidden")));

static dth_reg_t dth_self;

/* in the child, after fork(): async-signal-safe calls only */
static void
dth_child(void)
{
	if (dth_self.dr_pid != 0)
		(void)dth_reg_add(&dth_self);
}

static void __attribute__((constructor))
dth_init(void)
{
	if (getenv("DTRACE_DOF_INIT_DISABLE") != NULL) {
		dth_self.dr_debug = getenv("DTRACE_DOF_INIT_DEBUG") != NULL;
		dth_say(&dth_self, "DTRACE_DOF_INIT_DISABLE is set: not "
		    "registering", NULL, 0);
		return;
	}
	dth_reg_init(&dth_self, dth_dof);
	if (dth_reg_add(&dth_self) == 0)
		(void)pthread_atfork(NULL, NULL, dth_child);
}

static void __attribute__((destructor))
dth_fini(void)
{
	dth_reg_remove(&dth_self);
}
