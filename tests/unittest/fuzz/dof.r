fuzz_dof: no crash in 20 s
