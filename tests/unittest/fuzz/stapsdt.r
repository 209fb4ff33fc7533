fuzz_stapsdt: no crash in 20 s
