started a moment ago: 1
tv_nsec below a second: 1 1
used CPU time, at most its age: 1
thread started with the process: 1
thread's CPU time within the process's: 1

