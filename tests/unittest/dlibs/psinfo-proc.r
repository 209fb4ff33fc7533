argv4 0
lwp 1 1 sleep
argc 4 cmdline 4
argv0 sleep 1
argv1 32 1
argv2 1 1
argv3 0 1
env0 matches environ: 1
size matches VmSize: 1
rssize matches VmRSS: 1
ctime matches cutime+cstime: 1
