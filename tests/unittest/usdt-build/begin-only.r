status 0
DOF version 2, LP64, 0 providers
status 0
status 0
providers in the header: 0
