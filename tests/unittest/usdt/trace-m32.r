--- -O2
done is traced
select 1 0
queries:main:query-done rows 80
update t 1
queries:main:query-done rows 80
begin 2
queries:main:query-done rows 50

status 0
--- -O0
done is traced
select 1 0
queries:main:query-done rows 80
update t 1
queries:main:query-done rows 80
begin 2
queries:main:query-done rows 50

status 0
--- negative arguments
rollback -5 1
rows -8

status 0
--- -l -v
   ID   PROVIDER            MODULE                          FUNCTION NAME
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

