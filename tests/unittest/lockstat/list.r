   ID   PROVIDER            MODULE                          FUNCTION NAME
    N   lockstat           vmlinux                                   adaptive-acquire
    N   lockstat           vmlinux                                   adaptive-acquire-error
    N   lockstat           vmlinux                                   adaptive-block
    N   lockstat           vmlinux                                   adaptive-release
    N   lockstat           vmlinux                                   adaptive-spin
    N   lockstat           vmlinux                                   rw-acquire
    N   lockstat           vmlinux                                   rw-block
    N   lockstat           vmlinux                                   rw-release
    N   lockstat           vmlinux                                   rw-spin
    N   lockstat           vmlinux                                   spin-acquire
    N   lockstat           vmlinux                                   spin-release
    N   lockstat           vmlinux                                   spin-spin
exit 0
