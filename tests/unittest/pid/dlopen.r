status 0
libplug.so plug_add 21 21
return = 42
libplug.so plug_add 5 5
return = 10
arg0 3

status 0
libplug plug_add 21 21
return = 42
libplug plug_add 5 5
return = 10
arg0 3

libplug2.so plug_add 21 21
return = 42
libplug2.so plug_add 5 5
return = 10
arg0 3

status 0
status 0
same arg0
dtrace: invalid probe specifier pid$target:libplug.so:plug_add:entry { }: probe description pidPID:libplug.so:plug_add:entry does not match any probes
status 1
