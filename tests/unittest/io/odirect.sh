# io:::start and io:::done for four 4 KiB writes with O_DIRECT (dd
# oflag=direct) to a file on the block device under /var/tmp: each write
# is one bio started by dd (args[0] a bufinfo_t with B_WRITE and 4096
# bytes, args[1] the devinfo_t of the device the file system is on,
# args[2] no file) and done when the device completes it (matched by its
# block number; done fires in interrupt context, not in dd).
dir=$(mktemp -d -p /var/tmp)
dev=$(stat -c '%d' "$dir")	# st_dev of the file system: major/minor
"$DTRACE" -x syslibdir="$DT_DLIBS" -q -c "dd if=/dev/zero of=$dir/f \
bs=4096 count=4 oflag=direct status=none" -n '
io:::start
/pid == $target && args[0]->b_flags & B_WRITE/
{
	@starts = count();
	@bytes = sum(args[0]->b_bcount);
	@dev = max(args[1]->dev_major << 20 | args[1]->dev_minor);
	@path = max(args[1]->dev_pathname == strjoin("/dev/",
	    args[1]->dev_statname));
	@nofile = max(args[2]->fi_name == "<none>");
	started[args[0]->b_blkno] = 1;
}

io:::done
/started[args[0]->b_blkno]/
{
	@done = count();
	started[args[0]->b_blkno] = 0;
}

END
{
	printa("writes started by dd: %@d\n", @starts);
	printa("bytes: %@d\n", @bytes);
	printa("dev_pathname is /dev/ and dev_statname: %@d\n", @path);
	printa("no fileinfo: %@d\n", @nofile);
	printa("done: %@d\n", @done);
	printa("device: %@d\n", @dev);
}' 2>/dev/null | sed "s/^device: $(( (dev >> 8) << 20 | (dev & 0xff) ))\$/\
device: that of the file system/"
rm -rf "$dir"
