# fuzz_dof for 20 s: the DOF reader (usdt/usdt_dof.c) must not crash, leak
# or hang.
. "$(dirname "$0")/common.sh"
fuzz_run fuzz_dof
