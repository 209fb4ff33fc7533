dtrace: no probes specified
-q: exit 1
dtrace: no probes specified
-S: exit 1
dtrace: no probes specified
-x quiet: exit 1
-e: exit 0

-Z -c true: exit 0
