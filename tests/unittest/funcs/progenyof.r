dtrace of its child: 0
child of itself: 1
child of the shell: 1
child of init: 1
child of the other: 0

status 0
