cpc:::page_faults-kernel-1: made
cpc:::task_clock-user-5000: made
cpc:::cpu_clock-all-4999: no probe
cpc:::page_faults-sometimes-100: no probe
cpc:::page_faults-all-10x: no probe
cpc:::page_faults-all-0: no probe
cpc:::no_such_event-all-10000: no probe
cpc:::page_faults-all: no probe
