strchrnul and memmove correct
libc entries traced: yes

status 0
strchrnul and memmove correct
instructions traced: yes

status 0
evex_first return
evex_first 6
dtrace: invalid probe specifier pid$target:a.out:evex_first:entry { }: cannot trace pidPID:a.out:evex_first:entry: the instruction at evex_first+0x0 is EVEX-encoded (AVX-512), which uprobes do not single-step safely
status 1
