dtrace: Sun D 2.0
This is dtrace-bpf x.y.z
dtrace(1) version-control ID: ID
exit 0
