libplug.so plug_add 1

status 0
libplug.so plug_add 1

status 0
dtrace: invalid probe specifier pid$target:libplu*:plug_add:entry { }: probe description pidPID:libplu*:plug_add:entry does not match any probes
status 1
