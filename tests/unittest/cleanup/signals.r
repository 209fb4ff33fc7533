SIGINT: status 0, held programs and maps
1
SIGTERM: status 0, held programs and maps
1
SIGHUP: status 0, held programs and maps
1
SIGKILL: status 137, held programs and maps
still stopping after one SIGINT
SIGINT twice: status 1, held programs and maps
ignored SIGHUP: still tracing
then SIGINT: status 0
