42 thread-local 3
cleared: 0
again: -5
equal: 1 1
predicate sees thread-local

