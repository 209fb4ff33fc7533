the workers' links and programs released while tracing
exit status 0
20 workers fired

