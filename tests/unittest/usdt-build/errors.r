dtrace: only one of the [-GhlV] options can be specified at a time
status 2
dtrace: only one of the [-GhlV] options can be specified at a time
status 2
dtrace: -h requires one or more scripts or enabling options
status 2
dtrace: -G requires one or more scripts or enabling options
status 2
dtrace: -h requires an output file if multiple scripts are specified
status 2
dtrace: -h requires an output file if no scripts are specified
status 2
dtrace: failed to open header file '/nonexistent/dir/p.h': No such file or directory
status 1
dtrace: failed to link script p.d: failed to create /nonexistent/dir/p.o: No such file or directory
status 1
dtrace: failed to compile script digit.d: line 3: provider name may not end with a digit: p2
status 1
dtrace: failed to compile script dup.d: line 3: probe redeclared: p:::a
status 1
dtrace: failed to compile script redef.d: line 6: provider interface mismatch: p
	 current: probe p:::b defined
	previous: probe p:::b not defined
status 1
dtrace: failed to compile script mismatch.d: line 5: probe p:::a output prototype argument #1 mismatch:
	 current: char *
	previous: int
status 1
dtrace: failed to compile script xlate.d: line 2: probe p:::a output argument 1 (y) does not name an input argument
status 1
dtrace: failed to compile script long.d: line 2: probe name may not exceed 63 characters: ::a_probe_name_that_runs_on_and_on_and_on_and_on_and_on_and_on_and_on_and_on
status 1
dtrace: failed to link script longprov: USDT provider name may not exceed 53 characters: a_provider_name_long_enough_to_leave_no_room_for_a_pid
status 1
dtrace: failed to create header file many.h: probe p:::a has 13 arguments; a probe site records at most 12
status 1
status 0
