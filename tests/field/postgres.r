configure took our dtrace
query__start sites: 1
--- dtrace -Z 'postgresql*:::query-start'
transactions: 40/40
dtrace exit status 0
queries seen 40
SELECT abalance FROM pgbench_acc...
--- bpftrace usdt:postgres:postgresql:query__start
transactions: 40/40
queries seen 40
--- perf
listed: 1
