send 10 (SIGUSR1 1) to tid 1, sent by the target 1
handle 10, by a handler 1
discard 12 (SIGUSR2 1)

