exit(0): status 0, held programs and maps
exit(3): status 3, held programs and maps
END ran
ERROR: status 1, held programs and maps
  stderr: dtrace: error in dt_clause_2 for probe ID N (profile:::tick-300ms): invalid address (0x0) at BPF pc 62
fill: status 0, held programs and maps
END ran
