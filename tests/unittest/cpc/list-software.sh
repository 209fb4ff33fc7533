# cpc lists the software events every machine offers, as Oracle's Linux
# DTrace names them (libpfm's long and short names, lower case, '_' for
# '-'), each at mode all and count 1000000000; module and function empty.
"$DTRACE" -l -P cpc | awk '
$2 == "cpc" && NF == 3 { name[$3] = 1 }
END {
	split("perf_count_sw_cpu_clock cpu_clock perf_count_sw_task_clock " \
	    "task_clock page_faults context_switches minor_faults", want)
	for (i = 1; i in want; i++)
		print want[i] "-all-1000000000", \
		    (want[i] "-all-1000000000") in name ? "listed" : "missing"
}'
