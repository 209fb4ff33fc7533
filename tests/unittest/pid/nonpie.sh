# The pid provider on a non-PIE executable (loaded at its link-time
# addresses, bias 0): entry arguments, return values and the offsets of
# the returning instructions, usym()/ufunc()/umod() of a static
# function, ustack() frames.
. "$(dirname "$0")/matrix.inc"
matrix_build -no-pie
matrix_run
