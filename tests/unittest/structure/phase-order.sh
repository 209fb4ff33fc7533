# libdtrace's phases call and include only downwards: base, parse, types,
# check, cg, link, prov, consume, then the driver at libdtrace/ itself
# (docs/architecture.md); pidprov/ and usdt/ are libraries of their own
# (process objects; USDT notes, DOF and the registry) that include no
# header of the engine (their providers are libdtrace/prov/dt_prov_pid.c
# and dt_prov_usdt.c).  This lists every call and every include that
# runs the other way, found in the build's objects (a symbol one phase's
# object needs that a later phase's object defines) and in the sources'
# includes.  The expected output is the list docs/architecture.md gives
# of what is still to move: a new call against the order makes the
# output longer and fails here, and moving one out shortens it (then
# this list and the page change in the same commit).
src=$(cd "$(dirname "$0")/../../../libdtrace" && pwd)
lib=$BUILDDIR/libdtrace
order="bpf base parse types check cg link prov consume root"

rank() {
	local i=0 p
	for p in $order; do
		[ "$p" = "$1" ] && { echo $i; return; }
		i=$((i + 1))
	done
	echo 99
}

# the phase of an object or source file below libdtrace/, or nothing for
# a file that is not the library's (bpf/, a stale object of a moved file)
phase() {
	local rel=${1#"$2"/} dir
	dir=${rel%%/*}
	[ "$dir" = "$rel" ] && dir=root
	[ "$dir" = bpf ] && return
	echo "$dir"
}

objects() {
	local o d b
	for o in "$lib"/.libs/*.o "$lib"/*/.libs/*.o; do
		[ -e "$o" ] || continue
		d=$(dirname "$(dirname "$o")")
		b=$(basename "$o" .o)
		d=${d#"$lib"}
		ls "$src$d/$b".[clyS] >/dev/null 2>&1 || continue  # stale
		echo "$o"
	done
}

calls() {
	local o p
	for o in $(objects); do
		p=$(phase "${o%/.libs/*}/x" "$lib")
		[ -n "$p" ] || continue
		nm "$o" | awk -v o="$(basename "$o")" -v p="$(rank "$p")" '
			NF == 2 && $1 == "U" { print "U", $2, o, p }
			NF == 3 && $2 ~ /^[TDBR]$/ { print "D", $3, o, p }'
	done | awk '
		$1 == "D" { def[$2] = $3; rank[$2] = $4; next }
		{ use[NR] = $0 }
		END {
			for (i in use) {
				split(use[i], f, " ")
				s = f[2]
				if (s in def && rank[s] > f[4])
					print "call " f[3] " -> " def[s] ": " s
			}
		}' | sed 's/\.o\b//g'
}

includes() {
	local f p h t
	for f in "$src"/*/*.[chly]; do
		p=$(phase "$f" "$src")
		[ -n "$p" ] || continue
		grep -o '^#include "[a-z]*/[^"]*"' "$f" | while read -r _ h; do
			h=${h//\"/}
			t=${h%%/*}
			[ "$(rank "$t")" -gt "$(rank "$p")" ] &&
			    echo "include ${f#"$src"/} -> $h"
		done
	done
}

# pidprov/ and usdt/ including an engine header
engine_free() {
	local f h
	for f in "$src"/../pidprov/*.[ch] "$src"/../usdt/*.[ch]; do
		grep -o '^#include "[^"]*"' "$f" | while read -r _ h; do
			h=${h//\"/}
			case $h in ../*) continue ;; esac  # another library
			[ -e "$src/$h" ] && echo "include ${f#"$src"/../} -> $h"
		done
	done
}

if [ -z "$(objects)" ]; then
	echo "no objects of libdtrace under $lib" >&2
	exit 1
fi
{ calls; includes; engine_free; } | LC_ALL=C sort
