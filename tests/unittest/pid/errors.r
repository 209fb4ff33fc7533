dtrace: invalid probe specifier pid$target:a.out:main:2 { }: offset 0x2 is not aligned on an instruction
status 1
dtrace: invalid probe specifier pid$target:a.out:main:ffff { }: offset 0xffff outside of function 'main'
status 1
dtrace: invalid probe specifier pid$target:a.out:nosuchfunc:entry { }: failed to lookup 'nosuchfunc' in module 'a.out'
status 1
dtrace: invalid probe specifier pid2147483646:a.out:main:entry { }: failed to grab pid 2147483646: No such process
status 1
dtrace: invalid probe specifier pid$target:a.out:main:2 { }: [D_PROC_ALIGN] offset 0x2 is not aligned on an instruction
dtrace: invalid probe specifier pid$target:a.out:main:ffff { }: [D_PROC_OFF] offset 0xffff outside of function 'main'
dtrace: invalid probe specifier pid$target:a.out:nosuchfunc:entry { }: [D_PROC_FUNC] failed to lookup 'nosuchfunc' in module 'a.out'
dtrace: invalid probe specifier pid$target:a.out:nosuch*:entry { }: [D_PDESC_ZERO] probe description pidPID:a.out:nosuch*:entry does not match any probes
dtrace: invalid probe specifier pid$target:a.out:main:beginning { }: [D_PROC_NAME] 'beginning' is an invalid probe name
