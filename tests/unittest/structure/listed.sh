# Every C source and header of the library and its parts is listed in the
# build (Makefile.am, */Makefile.inc): a file compiled only because it is
# included, but not listed, is left out of `make dist`, and a build from
# the tarball fails (cg/dt_cg_tramp.h once was).  Needs the git checkout
# (the source files are the ones git tracks; a build writes others).
top=$(cd "$(dirname "$0")/../../.." && pwd)
cd "$top" || exit 1
git ls-files 'libdtrace/*.[ch]' 'pidprov/*.[ch]' 'usdt/*.[ch]' \
    'provider-gen/*.[ch]' 'helper/*.[ch]' | grep -v '^libdtrace/bpf/' |
while read -r f; do
	grep -qE "(^|[[:space:]])${f//./\\.}([[:space:]]|\\\\|\$)" \
	    Makefile.am ./*/Makefile.inc || echo "not in the build: $f"
done
echo "checked"
