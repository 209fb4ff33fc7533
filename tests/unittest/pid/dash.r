sum 433
pie: -:ADDR at main+4: yes

status 0
sum 433
nopie: -:ADDR at main+4: yes

status 0
dtrace: invalid probe specifier pid$target:libc.so.6:-:800 { }: [D_PROC_LIB] only the a.out module is valid with the '-' function
dtrace: invalid probe specifier pid$target::-:10* { }: [D_PROC_NAME] only individual addresses may be specified with the '-' function
dtrace: invalid probe specifier pid$target::-: { }: [D_PROC_NAME] only individual addresses may be specified with the '-' function
dtrace: invalid probe specifier pid$target::-:zz { }: [D_PROC_NAME] 'zz' is an invalid probe name
dtrace: invalid probe specifier pid$target::-:10 { }: [D_PROC_NAME] failed to lookup 0x10 in module 'a.out'
dtrace: invalid probe specifier pid$target::-:MAIN+2 { }: [D_PROC_ALIGN] address MAIN+2 is not aligned on an instruction of main
