--- -l -v
   ID   PROVIDER            MODULE                          FUNCTION NAME
ID myappPID queries                              main query-done

	Probe Description Attributes
		Identifier Names: External
		Data Semantics:   Evolving
		Dependency Class: Group

	Argument Attributes
		Identifier Names: Stable
		Data Semantics:   Standard
		Dependency Class: Common

	Argument Types
		args[0]: int

--- -v
Stability attributes for description myappPID:::query-start:

	Minimum Probe Description Attributes
		Identifier Names: Stable
		Data Semantics:   Stable
		Dependency Class: Common

	Minimum Statement Attributes
		Identifier Names: Stable
		Data Semantics:   Stable
		Dependency Class: Common


Stability attributes for description myappPID:queries:main::

	Minimum Probe Description Attributes
		Identifier Names: External
		Data Semantics:   Evolving
		Dependency Class: Group

	Minimum Statement Attributes
		Identifier Names: Stable
		Data Semantics:   Stable
		Dependency Class: Common


status 0
