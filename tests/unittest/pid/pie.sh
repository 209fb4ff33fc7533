# The same trace of a PIE executable (loaded at a random bias): the same
# output as nonpie.sh.
. "$(dirname "$0")/matrix.inc"
matrix_build -pie -fPIE
matrix_run
