status 0
status 0
status 0
python:audit 8@ 8@
python:function__entry 8@ 8@ -4@
python:gc__done -8@
8
