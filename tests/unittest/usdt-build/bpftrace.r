usdt:./app:myapp:all__types
usdt:./app:myapp:conn__close
usdt:./app:myapp:query__done
usdt:./app:myapp:query__start
usdt:./app:myapp:tick
usdt:./app:myapp_io:read
--- traced
query-start enabled: 1
select 1 42
