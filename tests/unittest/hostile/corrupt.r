dtrace: pid T: malformed .note.stapsdt note in 'W/target': note out of bounds (its probes are ignored)
   ID   PROVIDER            MODULE                          FUNCTION NAME
dtrace: failed to match targetT:::: No probe matches description
status 0
dtrace: pid A: 'W/app': DOF: bad magic number (its probes have their notes' argument types)
ID tickA               app                              main tock
		args[0]: int32_t
status 0
status 0
traced: yes

dtrace: pid A: 'W/app': DOF: bad magic number (its probes have their notes' argument types)
both still running
