new tasks: 5
first event on-cpu: 5
curthread not the new task: 0
on-cpu again before off-cpu: 0

