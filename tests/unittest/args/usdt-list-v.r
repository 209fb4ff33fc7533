   ID   PROVIDER            MODULE                          FUNCTION NAME
ID argappPID           argapp                              main query-start

	Probe Description Attributes
		Identifier Names: Unstable
		Data Semantics:   Unstable
		Dependency Class: Common

	Argument Attributes
		Identifier Names: Unstable
		Data Semantics:   Unstable
		Dependency Class: Common

	Argument Types
		args[0]: char *
		args[1]: int

ID argappPID           argapp                              main swap

	Probe Description Attributes
		Identifier Names: Unstable
		Data Semantics:   Unstable
		Dependency Class: Common

	Argument Attributes
		Identifier Names: Unstable
		Data Semantics:   Unstable
		Dependency Class: Common

	Argument Types
		args[0]: char *
		args[1]: int
		args[2]: int

ID argappPID           argapp                              main conn

	Probe Description Attributes
		Identifier Names: Unstable
		Data Semantics:   Unstable
		Dependency Class: Common

	Argument Attributes
		Identifier Names: Unstable
		Data Semantics:   Unstable
		Dependency Class: Common

	Argument Types
		args[0]: conninfo_t *

ID argappPID           argapp                              main none

	Probe Description Attributes
		Identifier Names: Unstable
		Data Semantics:   Unstable
		Dependency Class: Common

	Argument Attributes
		Identifier Names: Unstable
		Data Semantics:   Unstable
		Dependency Class: Common

	Argument Types
		None

