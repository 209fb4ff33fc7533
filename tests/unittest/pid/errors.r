dtrace: invalid probe specifier pid$target:a.out:main:2 { }: offset 0x2 is not aligned on an instruction
status 1
dtrace: invalid probe specifier pid$target:a.out:main:ffff { }: offset 0xffff outside of target:main
status 1
dtrace: invalid probe specifier pid$target:a.out:nosuchfunc:entry { }: probe description pidPID:a.out:nosuchfunc:entry does not match any probes
status 1
dtrace: invalid probe specifier pid2147483646:a.out:main:entry { }: failed to grab pid 2147483646: No such process
status 1
