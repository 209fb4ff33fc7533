# dtrace -lv lists a tracepoint's string fields with their D types: a
# __data_loc string as string, a char array as char [16] (the fields
# every kernel since 4.x has; the probe ID line, which differs from kernel
# to kernel, left out).
"$DTRACE" -lv -n sdt:sched::sched_process_exit -n sdt:sched::sched_process_exec |
    grep 'args\[[01]\]'
echo "status $?"
