status 0
status 0
status 0
qemu:guest_mem_before_exec 8@ 8@ 1@
qemu:qemu_vmalloc 8@ 8@
qemu:vcpu_exit
