# `man dtrace` after `make install` shows our page, dtrace(8), even where
# SystemTap's dtrace(1) is installed (systemtap-sdt-dev: man looks in
# section 1 before 8 in every directory): the install puts a man1 page
# that sources ours.  The man pages and other data are installed into a
# staging directory, put first in man's search path as the install
# prefix's man directory is on a real system.
dest=$(mktemp -d)
trap 'rm -rf "$dest"' EXIT
make -C "$BUILDDIR" install-data DESTDIR="$dest" >/dev/null 2>&1 ||
    { echo "make install-data failed"; exit 1; }
mandir=$(find "$dest" -type d -name man8 -path '*/man/*' | head -n 1)
mandir=${mandir%/man8}
[ -n "$mandir" ] || { echo "no man8 directory installed"; exit 1; }
cat "$mandir/man1/dtrace.1"
page=$(MANPATH="$mandir:/usr/share/man" man -w dtrace)
case $page in
"$mandir"/man8/dtrace.8*) echo "man dtrace: ours, section 8" ;;
*) echo "man dtrace: ${page#"$dest"}" ;;
esac
MANPATH="$mandir:/usr/share/man" MANWIDTH=80 man dtrace 2>/dev/null |
    sed -n 's/^ *\(dtrace - .*\)/\1/p' | head -n 1
