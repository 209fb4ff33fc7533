dtrace: error in dt_clause_0 for probe ID 1 (dtrace:::BEGIN): illegal operation at BPF pc N
ERROR fired

link_ntop(-1, alloca(8)): status 1
dtrace: error in dt_clause_0 for probe ID 1 (dtrace:::BEGIN): invalid address (0x0) at BPF pc N
ERROR fired

link_ntop(ARPHRD_ETHER, (void *)0): status 1
dtrace: error in dt_clause_0 for probe ID 1 (dtrace:::BEGIN): invalid address (0x8) at BPF pc N
ERROR fired

link_ntop(ARPHRD_INFINIBAND, (uint8_t *)8): status 1
