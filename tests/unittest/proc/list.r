   ID   PROVIDER            MODULE                          FUNCTION NAME
    N       proc           vmlinux                                   create
    N       proc           vmlinux                                   exec
    N       proc           vmlinux                                   exec-failure
    N       proc           vmlinux                                   exec-success
    N       proc           vmlinux                                   exit
    N       proc           vmlinux                                   lwp-create
    N       proc           vmlinux                                   lwp-exit
    N       proc           vmlinux                                   lwp-start
    N       proc           vmlinux                                   signal-clear
    N       proc           vmlinux                                   signal-discard
    N       proc           vmlinux                                   signal-handle
    N       proc           vmlinux                                   signal-send
    N       proc           vmlinux                                   start
   ID   PROVIDER            MODULE                          FUNCTION NAME
    N       proc           vmlinux                                   signal-send

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
		args[2]: int

