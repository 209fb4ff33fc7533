		args[0]: char [16]
		args[1]: pid_t
		args[0]: string
		args[1]: pid_t
status 0
