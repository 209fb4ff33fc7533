
exit: 1
lwp-create, a thread of the target: 2
lwp-exit: 3
lwp-start in a new thread: 2
lwp-start: 2
