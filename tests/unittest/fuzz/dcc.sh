# fuzz_dcc for 20 s: the D compiler, from source text to linked BPF, must
# not crash, leak or hang.
. "$(dirname "$0")/common.sh"
fuzz_run fuzz_dcc
