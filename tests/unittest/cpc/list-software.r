perf_count_sw_cpu_clock-all-1000000000 listed
cpu_clock-all-1000000000 listed
perf_count_sw_task_clock-all-1000000000 listed
task_clock-all-1000000000 listed
page_faults-all-1000000000 listed
context_switches-all-1000000000 listed
minor_faults-all-1000000000 listed
