sdt_perfshop:order__placed
perf probe: added
sdt_perfshop:order__placed
perf probe: removed
