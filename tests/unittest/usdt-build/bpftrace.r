usdt:./app:myapp:all-types
usdt:./app:myapp:conn-close
usdt:./app:myapp:query-done
usdt:./app:myapp:query-start
usdt:./app:myapp:tick
usdt:./app:myapp_io:read
--- traced
query-start enabled: 1
select 1 42
