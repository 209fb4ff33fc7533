status 0
more than a million calls
threads: every call counted, or dynamic variable drops reported
fn getppid
aggregation: count() is every call
aggregation by thread: 0 threads miscounted
small dynvarsize: status 0
small dynvarsize: dynamic variable drops reported
small dynvarsize: count() is every call
