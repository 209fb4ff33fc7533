compile error: status 1
  dtrace: invalid probe specifier BEGIN { x = ; }: syntax error near ";"
compile error: failed at compile: syntax error near ";"; no descriptors before dtrace_close, 0 after
attach refused: status 1
  dtrace: cannot enable pidN:trap:never:1 at FILE offset 0x1171: the kernel cannot place a uprobe on this instruction
attach refused: failed at go: cannot enable pidN:trap:never:1 at FILE offset 0x1171: the kernel cannot place a uprobe on this instruction; some descriptors before dtrace_close, 0 after
verifier: status 1
  dtrace: could not enable tracing: BPF program for probe dtrace:::BEGIN was rejected: ERROR (use -x bpflog to see the verifier log)
verifier: failed at go: could not enable tracing: BPF program for probe dtrace:::BEGIN was rejected: ERROR (use -x bpflog to see the verifier log); some descriptors before dtrace_close, 0 after
-Z, no probes: status 0
  dtrace: description 'nosuch:::probe' matched 0 probes
-Z, no probes: failed at none; some descriptors before dtrace_close, 0 after
no failure: failed at none; some descriptors before dtrace_close, 0 after
