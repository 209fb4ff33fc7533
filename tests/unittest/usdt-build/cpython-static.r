configure: dtrace -G is needed
dtrace: failed to compile script conftest.d: line 1: expected predicate and/or actions following probe description
status 1
status 0
DOF sections: 1
python:function__entry 8@ 8@ -4@
undefined reference to `python_function__entry_semaphore
