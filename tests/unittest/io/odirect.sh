# io:::start and io:::done for four 4 KiB writes with O_DIRECT (dd
# oflag=direct) to a loop device of its own: each write is one bio
# started by dd (args[0] a bufinfo_t with B_WRITE and 4096 bytes, args[1]
# the devinfo_t of the loop device, args[2] no file) and done when the
# device completes it (matched by its block number; done fires in the
# loop driver's worker, not in dd).  A device nobody else writes to: on a
# shared disk the block layer may merge dd's bio into another process's
# request, which is done once, for its first bio (as in Oracle's DTrace).
img=$(mktemp -p /var/tmp)
truncate -s 1M "$img"
loop=$(losetup -f --show "$img") || { rm -f "$img"; exit 1; }
rdev=$(stat -c '%t %T' "$loop")
set -- $rdev
"$DTRACE" -x syslibdir="$DT_DLIBS" -q -c "dd if=/dev/zero of=$loop \
bs=4096 count=4 oflag=direct status=none" -n '
io:::start
/pid == $target && args[0]->b_flags & B_WRITE/
{
	@starts = count();
	@bytes = sum(args[0]->b_bcount);
	@dev = max(args[1]->dev_major << 20 | args[1]->dev_minor);
	@path = max(args[1]->dev_pathname == strjoin("/dev/",
	    args[1]->dev_statname));
	@name = max(args[1]->dev_name == args[1]->dev_statname);
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
	printa("dev_name is dev_statname (a whole disk): %@d\n", @name);
	printa("no fileinfo: %@d\n", @nofile);
	printa("done: %@d\n", @done);
	printa("device: %@d\n", @dev);
}' 2>/dev/null | sed "s/^device: $(( 0x$1 << 20 | 0x$2 ))\$/\
device: the loop device/"
losetup -d "$loop"
rm -f "$img"
