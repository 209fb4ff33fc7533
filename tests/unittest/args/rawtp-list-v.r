   ID   PROVIDER            MODULE                          FUNCTION NAME
ID      rawtp             sched                                   sched_switch

	Probe Description Attributes
		Identifier Names: Private
		Data Semantics:   Private
		Dependency Class: Unknown

	Argument Attributes
		Identifier Names: Private
		Data Semantics:   Private
		Dependency Class: ISA

	Argument Types
		args[0]: bool
		args[1]: struct task_struct *
		args[2]: struct task_struct *
		args[3]: unsigned int

ID      rawtp             sched                                   sched_process_exec

	Probe Description Attributes
		Identifier Names: Private
		Data Semantics:   Private
		Dependency Class: Unknown

	Argument Attributes
		Identifier Names: Private
		Data Semantics:   Private
		Dependency Class: ISA

	Argument Types
		args[0]: struct task_struct *
		args[1]: pid_t
		args[2]: struct linux_binprm *

