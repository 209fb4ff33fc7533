   ID   PROVIDER            MODULE                          FUNCTION NAME
N fbt vmlinux vfs_read entry

	Probe Description Attributes
		Identifier Names: Private
		Data Semantics:   Private
		Dependency Class: Unknown

	Argument Attributes
		Identifier Names: Private
		Data Semantics:   Private
		Dependency Class: ISA

	Argument Types
		args[0]: struct file *
		args[1]: char *
		args[2]: size_t
		args[3]: loff_t *

N fbt vmlinux vfs_read return

	Probe Description Attributes
		Identifier Names: Private
		Data Semantics:   Private
		Dependency Class: Unknown

	Argument Attributes
		Identifier Names: Private
		Data Semantics:   Private
		Dependency Class: ISA

	Argument Types
		args[0]: uint64_t
		args[1]: ssize_t

