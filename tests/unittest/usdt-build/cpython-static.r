configure: dtrace -G is needed
status 0
DOF sections: 1
python:function__entry 8@ 8@ -4@
undefined reference to `python_function__entry_semaphore
