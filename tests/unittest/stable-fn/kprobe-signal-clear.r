signal-clear 10 (SIGUSR1 1), after signal-send 1

exit 0
