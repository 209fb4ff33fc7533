the processes' links and programs released while tracing
exit status 0
both children fired

