   ID   PROVIDER            MODULE                          FUNCTION NAME
ID myappPID queries                              main query-start

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

ID myappPID queries                              main query-done

	Probe Description Attributes
		Identifier Names: Unstable
		Data Semantics:   Unstable
		Dependency Class: Common

	Argument Attributes
		Identifier Names: Unstable
		Data Semantics:   Unstable
		Dependency Class: Common

	Argument Types
		args[0]: int

