   ID   PROVIDER            MODULE                          FUNCTION NAME
    N      sched           vmlinux                                   change-pri
    N      sched           vmlinux                                   dequeue
    N      sched           vmlinux                                   enqueue
    N      sched           vmlinux                                   off-cpu
    N      sched           vmlinux                                   on-cpu
    N      sched           vmlinux                                   preempt
    N      sched           vmlinux                                   remain-cpu
    N      sched           vmlinux                                   sleep
    N      sched           vmlinux                                   surrender
    N      sched           vmlinux                                   tick
    N      sched           vmlinux                                   wakeup
   ID   PROVIDER            MODULE                          FUNCTION NAME
    N      sched           vmlinux                                   off-cpu

	Probe Description Attributes
		Identifier Names: Private
		Data Semantics:   Private
		Dependency Class: Unknown

	Argument Attributes
		Identifier Names: Evolving
		Data Semantics:   Evolving
		Dependency Class: ISA

	Argument Types
		args[0]: lwpsinfo_t *
		args[1]: psinfo_t *

