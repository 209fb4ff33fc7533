   ID   PROVIDER            MODULE                          FUNCTION NAME
 ID    syscall           vmlinux                             write entry

	Probe Description Attributes
		Identifier Names: Private
		Data Semantics:   Private
		Dependency Class: Unknown

	Argument Attributes
		Identifier Names: Private
		Data Semantics:   Private
		Dependency Class: ISA

	Argument Types
		args[0]: unsigned int
		args[1]: const char *
		args[2]: size_t

 ID    syscall           vmlinux                             write return

	Probe Description Attributes
		Identifier Names: Private
		Data Semantics:   Private
		Dependency Class: Unknown

	Argument Attributes
		Identifier Names: Private
		Data Semantics:   Private
		Dependency Class: ISA

	Argument Types
		args[0]: long

 ID        sdt             sched                                   sched_switch

	Probe Description Attributes
		Identifier Names: Private
		Data Semantics:   Private
		Dependency Class: Unknown

	Argument Attributes
		Identifier Names: Private
		Data Semantics:   Private
		Dependency Class: ISA

	Argument Types
		args[0]: char [16]
		args[1]: pid_t
		args[2]: int
		args[3]: long
		args[4]: char [16]
		args[5]: pid_t
		args[6]: int

