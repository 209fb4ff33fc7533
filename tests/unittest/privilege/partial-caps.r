+bpf: status 1
dtrace: failed to initialize dtrace: DTrace requires additional privileges: CAP_PERFMON is missing (run dtrace as root, or with CAP_BPF and CAP_PERFMON)
+perfmon: status 1
dtrace: failed to initialize dtrace: DTrace requires additional privileges: CAP_BPF is missing (run dtrace as root, or with CAP_BPF and CAP_PERFMON)
+bpf,+perfmon: status 0
traced

