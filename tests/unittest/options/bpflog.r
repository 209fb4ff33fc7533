BPF verifier log for dtrace:::BEGIN:
processed N insns
