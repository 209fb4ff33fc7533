fuzz_elfsym: no crash in 20 s
