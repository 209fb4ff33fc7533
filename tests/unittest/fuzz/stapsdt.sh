# fuzz_stapsdt for 20 s: the reader of .note.stapsdt notes and argument
# specs (usdt/usdt_elf.c, usdt_arg.c) must not crash, leak or hang.
. "$(dirname "$0")/common.sh"
fuzz_run fuzz_stapsdt
