# io:::start and io:::done give the file a bio is for (args[2]) when its
# first page is in a regular file's page cache: dd writes 16 KiB to a
# file under /var/tmp and fsyncs it (conv=fsync), so that the data's
# write-back is started by dd; each of those bios names the file (path
# by the dentry walk under the file system's mount, the mount point and
# the file system's type checked against findmnt's), and is done with
# the same file.  fi_offset and fi_oflags are 0 (no open file); bios of
# no file (metadata, the journal) give "<none>" and are not counted.
dir=$(mktemp -d -p /var/tmp)
trap 'rm -rf "$dir"' EXIT
fs=$(findmnt -no FSTYPE -T "$dir")
mnt=$(findmnt -no TARGET -T "$dir")
"$DTRACE" -x syslibdir="$DT_DLIBS" -q -c "dd if=/dev/zero of=$dir/f.data \
bs=4096 count=4 conv=fsync status=none" -n '
io:::start
/pid == $target && args[0]->b_flags & B_WRITE &&
 args[2]->fi_name != "<none>"/
{
	@start[args[2]->fi_name, args[2]->fi_pathname, args[2]->fi_dirname,
	    args[2]->fi_fs, args[2]->fi_mount, args[2]->fi_offset,
	    args[2]->fi_oflags] = sum(args[0]->b_bcount);
	started[args[0]->b_blkno] = 1;
}

io:::done
/started[args[0]->b_blkno]/
{
	@done[args[2]->fi_pathname] = count();
	started[args[0]->b_blkno] = 0;
}

END
{
	printa("start %s|%s|%s|%s|%s|%d|%d: %@d bytes\n", @start);
	printa("done %s: %@d\n", @done);
}' 2>/dev/null | sed -e "s|$dir|DIR|g" -e "s/|$fs|/|FS|/" \
    -e "s/|FS|$(printf '%s' "$mnt" | sed 's|/|\\/|g')|/|FS|MOUNT|/" \
    -e 's/^done \(.*\): [1-9][0-9]*$/done \1: some/'
