twice in a clause: equal
walltimestamp twice: equal
in the next clause: equal
next firing: later

