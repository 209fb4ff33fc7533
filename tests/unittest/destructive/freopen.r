status 0
== out
first
back

== f1
one
== f2
two
still two
== err
dtrace: error in dt_clause_0 for probe ID 1 (dtrace:::BEGIN): couldn't freopen() ".": Is a directory
