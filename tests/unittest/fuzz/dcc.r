fuzz_dcc: no crash in 20 s
