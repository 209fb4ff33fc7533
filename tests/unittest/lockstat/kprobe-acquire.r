
adaptive-acquire: some
adaptive-release: some
lock not in the kernel: 0
spin-acquire: some
spin-release: some
exit 0
