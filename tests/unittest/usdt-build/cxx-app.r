--- g++
myapp:query__start 8@ -4@
myapp:query__done 8@ 8@ -4@
myapp:conn__close -4@ 8@
myapp:tick
myapp:all__types -1@ 1@ -2@ 2@ -4@ 4@ -8@ 8@ -8@ 8@ 8@ 8@
myapp_io:read -4@ 8@
PID-ADDR
status 0, 0 entries after exit
--- clang++
myapp:query__start 8@ -4@
myapp:query__done 8@ 8@ -4@
myapp:conn__close -4@ 8@
myapp:tick
myapp:all__types -1@ 1@ -2@ 2@ -4@ 4@ -8@ 8@ -8@ 8@ 8@ 8@
myapp_io:read -4@ 8@
PID-ADDR
status 0, 0 entries after exit
--- inline function
2
