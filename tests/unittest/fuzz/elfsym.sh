# fuzz_elfsym for 20 s: the pid provider's ELF symbol reader
# (pidprov/pid_obj.c, pid_sym.c) must not crash, leak or hang.
. "$(dirname "$0")/common.sh"
fuzz_run fuzz_elfsym
