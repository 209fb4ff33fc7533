# -l -v lists each probe's argument types as args[] has them: a system
# call's from its tracepoint format, a return probe's long, a
# tracepoint's fields (a char array as char [16], its argN the address).
# Probe IDs differ from kernel to kernel: left out.
"$DTRACE" -lv -n syscall::write:entry -n syscall::write:return \
    -n sdt:sched::sched_switch | sed 's/^ *[0-9][0-9]* / ID /'
