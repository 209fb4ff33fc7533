sched::: status 0
warned exactly when sched:::enqueue cannot be enabled
named probes fail exactly when they cannot be enabled
