.so man8/dtrace.8
man dtrace: ours, section 8
dtrace - DTrace dynamic tracing for Linux, on BPF
