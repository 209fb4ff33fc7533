BEGIN                0
END                  0
profile-997          10
rawtp softirq_entry  1
softirq_entry        1
softirq_exit         1
syscall              0
tick-10ms            10

