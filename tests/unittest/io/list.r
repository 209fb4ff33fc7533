   ID   PROVIDER            MODULE                          FUNCTION NAME
    N         io           vmlinux                                   start
    N         io           vmlinux                                   done
    N         io           vmlinux                                   wait-start
    N         io           vmlinux                                   wait-done
   ID   PROVIDER            MODULE                          FUNCTION NAME
    N         io           vmlinux                                   start

	Probe Description Attributes
		Identifier Names: Private
		Data Semantics:   Private
		Dependency Class: Unknown

	Argument Attributes
		Identifier Names: Evolving
		Data Semantics:   Evolving
		Dependency Class: ISA

	Argument Types
		args[0]: bufinfo_t *
		args[1]: devinfo_t *
		args[2]: fileinfo_t *

