status 0
status 0
status 0
python:audit 8@ 8@
python:function-entry 8@ 8@ -4@
python:gc-done -8@
8
