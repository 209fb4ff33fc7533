--- untraced
--- traced
done is traced
select 1 0
queries:main:query-done rows 80
update t 1
queries:main:query-done rows 80
begin 2
queries:main:query-done rows 50

status 0
