/*
 * io.d -- the types of DTrace's io provider, bufinfo_t, devinfo_t and
 * fileinfo_t, and their translators from the kernel's struct bio (the
 * block layer's unit of I/O, which io:::start and io:::done pass) and
 * struct file.
 *
 * A bio knows its device and sectors, not the file it was for (DTrace
 * on Linux gives "<none>" members); io's args[2] is the bio, whose
 * file is found from its first page where that is a file's page cache
 * (below).  The request flags are those of Linux 4.10 and later
 * (bi_opf: the operation in the low 8 bits, REQ_SYNC bit 11); a kernel
 * dev_t is major << 20 | minor.
 */

#pragma D depends_on provider io

typedef char *caddr_t;

typedef struct bufinfo {
	int b_flags;			/* B_READ or B_WRITE, B_ASYNC, ... */
	size_t b_bcount;		/* bytes */
	caddr_t b_addr;			/* not known: 0 */
	uint64_t b_lblkno;		/* the first 512-byte sector */
	uint64_t b_blkno;		/* the same */
	size_t b_resid;			/* 0 */
	size_t b_bufsize;		/* b_bcount */
	caddr_t b_iodone;		/* the bio's completion function */
	int b_error;			/* the bio's status (blk_status_t) */
	dev_t b_edev;			/* the device's kernel dev_t */
} bufinfo_t;

inline int B_BUSY = 0x000001;
inline int B_DONE = 0x000002;
inline int B_ERROR = 0x000004;
inline int B_PAGEIO = 0x000010;
inline int B_PHYS = 0x000020;
inline int B_READ = 0x000040;
inline int B_WRITE = 0x000100;
inline int B_ASYNC = 0x000400;

/* include/linux/blk_types.h */
inline int REQ_OP_MASK = 0xff;
inline int REQ_OP_WRITE = 1;
inline int REQ_SYNC = 0x800;

translator bufinfo_t < struct bio *B >
{
	b_flags = (((int)B->bi_opf & REQ_OP_MASK) == REQ_OP_WRITE ?
	    B_WRITE : B_READ) | ((int)B->bi_opf & REQ_SYNC ? 0 : B_ASYNC);
	b_bcount = B->bi_iter.bi_size;
	b_addr = (caddr_t)0;
	b_lblkno = B->bi_iter.bi_sector;
	b_blkno = B->bi_iter.bi_sector;
	b_resid = 0;
	b_bufsize = B->bi_iter.bi_size;
	b_iodone = (caddr_t)B->bi_end_io;
	b_error = B->bi_status;
	b_edev = B->bi_bdev == NULL ? 0 : B->bi_bdev->bd_dev;
};

typedef struct devinfo {
	int dev_major;			/* major number */
	int dev_minor;			/* minor number */
	int dev_instance;		/* 0 */
	string dev_name;		/* the disk: "vda" */
	string dev_statname;		/* the disk or partition: "vda1" */
	string dev_pathname;		/* its /dev path */
} devinfo_t;

translator devinfo_t < struct bio *B >
{
	dev_major = B->bi_bdev == NULL ? 0 : B->bi_bdev->bd_dev >> 20;
	dev_minor = B->bi_bdev == NULL ? 0 : B->bi_bdev->bd_dev & 0xfffff;
	dev_instance = 0;
	dev_name = B->bi_bdev == NULL ? "<none>" :
	    stringof(B->bi_bdev->bd_disk->disk_name);
	dev_statname = B->bi_bdev == NULL ? "<none>" :
	    stringof(B->bi_bdev->bd_device.kobj.name);
	dev_pathname = B->bi_bdev == NULL ? "<none>" :
	    strjoin("/dev/", stringof(B->bi_bdev->bd_device.kobj.name));
};

typedef struct fileinfo {
	string fi_name;			/* basename of fi_pathname */
	string fi_dirname;		/* dirname of fi_pathname */
	string fi_pathname;		/* full pathname */
	int64_t fi_offset;		/* offset within the file */
	string fi_fs;			/* file system type */
	string fi_mount;		/* mount point */
	int fi_oflags;			/* open(2) flags */
} fileinfo_t;

/*
 * A file of a pseudo file system whose dentries name themselves
 * (dentry_operations.d_dname) has no path to walk: its name is the one
 * the kernel's d_path() and /proc/<pid>/fd give, "pipe:[1234]",
 * "socket:[1234]" (the inode number) or "anon_inode:[eventfd]", its
 * fi_name that name too and its fi_dirname ".", as dirname() has it.
 * Other such file systems (nsfs, dmabuf, ...) keep the walked path.
 */
inline int __io_named[struct file *F] =
    F->f_path.dentry->d_op != NULL &&
    F->f_path.dentry->d_op->d_dname != NULL &&
    (stringof(F->f_path.mnt->mnt_sb->s_type->name) == "pipefs" ||
    stringof(F->f_path.mnt->mnt_sb->s_type->name) == "sockfs" ||
    stringof(F->f_path.mnt->mnt_sb->s_type->name) == "anon_inodefs");
inline string __io_dname[struct file *F] =
    stringof(F->f_path.mnt->mnt_sb->s_type->name) == "anon_inodefs" ?
    strjoin("anon_inode:", stringof(F->f_path.dentry->d_name.name)) :
    strjoin(strjoin(stringof(F->f_path.mnt->mnt_sb->s_type->name) ==
    "pipefs" ? "pipe:[" : "socket:[", lltostr(F->f_inode->i_ino)), "]");

/*
 * A file's path is d_path()'s (the current task's view, as DTrace gives
 * it), fi_dirname its dirname(), fi_mount the path of the mount point
 * the file was opened under (the root of its mount; Oracle's DTrace has
 * "<unknown>").
 */
translator fileinfo_t < struct file *F >
{
	fi_name = F == NULL ? "<none>" : __io_named[F] ? __io_dname[F] :
	    stringof(F->f_path.dentry->d_name.name);
	fi_dirname = F == NULL ? "<none>" : __io_named[F] ? "." :
	    dirname(d_path(&(F->f_path)));
	fi_pathname = F == NULL ? "<none>" : __io_named[F] ? __io_dname[F] :
	    d_path(&(F->f_path));
	fi_offset = F == NULL ? 0 : F->f_pos;
	fi_fs = F == NULL ? "<none>" :
	    stringof(F->f_path.mnt->mnt_sb->s_type->name);
	fi_mount = F == NULL ? "<none>" :
	    __dt_d_path(F->f_path.mnt, F->f_path.mnt->mnt_root);
	fi_oflags = F == NULL ? 0 : F->f_flags;
};

/*
 * The file of a bio, for io:::start and io:::done (args[2]): a bio knows
 * its pages, not the file it is for, and DTrace gives "<none>".  Where
 * the bio's first page is in the page cache of a regular file, we give
 * that file (the library's __dt_bio_inode() finds its inode; how, and
 * which bios have none, is told in libdtrace/bpf/dt_bpf_io.c).  Bios of
 * metadata, swap and direct I/O of anonymous memory stay "<none>", as
 * do bios without pages (flushes, discards).  Direct I/O from a buffer
 * that is itself a mapped file's page cache names that file: the bio
 * cannot tell.
 *
 * An inode has no path of its own: the name is that of its first alias
 * dentry (inode.i_dentry, linked through dentry.d_u.d_alias), and the
 * path that dentry's up to the root of the file system, under the
 * file system's first mount (__dt_sb_mount(): super_block.s_mounts, a
 * struct mount * since Linux 6.16, the head of a list of them before)
 * when that mount shows the whole file system
 * (its root is the file system's); fi_mount is where that mount is.  A
 * file with no dentry (evicted while its pages are written back), or a
 * file system with no such mount, gives "<unknown>" for what cannot be
 * known.  fi_offset and fi_oflags are 0: no open file is involved.
 */
inline struct dentry *__io_alias[struct inode *I] =
    I->i_dentry.first == NULL ? NULL : (struct dentry *)
    ((char *)I->i_dentry.first - offsetof(struct dentry, d_u));
inline struct mount *__io_mount[struct super_block *S] =
    (struct mount *)__dt_sb_mount(S) == NULL ||
    ((struct mount *)__dt_sb_mount(S))->mnt.mnt_root != S->s_root ?
    NULL : (struct mount *)__dt_sb_mount(S);
inline int __io_nopath[struct inode *I] =
    __io_alias[I] == NULL || __io_mount[I->i_sb] == NULL;
inline string __io_path[struct inode *I] =
    __dt_d_path(&__io_mount[I->i_sb]->mnt, __io_alias[I]);
inline struct inode *__io_inode[struct bio *B] =
    (struct inode *)__dt_bio_inode(B);

translator fileinfo_t < struct bio *B >
{
	fi_name = __io_inode[B] == NULL ? "<none>" :
	    __io_alias[__io_inode[B]] == NULL ? "<unknown>" :
	    stringof(__io_alias[__io_inode[B]]->d_name.name);
	fi_dirname = __io_inode[B] == NULL ? "<none>" :
	    __io_nopath[__io_inode[B]] ? "<unknown>" :
	    dirname(__io_path[__io_inode[B]]);
	fi_pathname = __io_inode[B] == NULL ? "<none>" :
	    __io_nopath[__io_inode[B]] ? "<unknown>" :
	    __io_path[__io_inode[B]];
	fi_offset = 0;
	fi_fs = __io_inode[B] == NULL ? "<none>" :
	    stringof(__io_inode[B]->i_sb->s_type->name);
	fi_mount = __io_inode[B] == NULL ? "<none>" :
	    __io_mount[__io_inode[B]->i_sb] == NULL ? "<unknown>" :
	    __dt_d_path(&__io_mount[__io_inode[B]->i_sb]->mnt,
	    __io_mount[__io_inode[B]->i_sb]->mnt.mnt_root);
	fi_oflags = 0;
};

/* open(2)'s flags, for fi_oflags (x86_64 and arm64 Linux) */
inline int O_ACCMODE = 0003;
inline int O_RDONLY = 00;
inline int O_WRONLY = 01;
inline int O_RDWR = 02;
inline int O_CREAT = 00000100;
inline int O_EXCL = 00000200;
inline int O_NOCTTY = 00000400;
inline int O_TRUNC = 00001000;
inline int O_APPEND = 00002000;
inline int O_NONBLOCK = 00004000;
inline int O_NDELAY = 00004000;
inline int O_SYNC = (04000000|010000);
inline int O_FSYNC = (04000000|010000);
inline int O_ASYNC = 020000;
inline int O_DIRECTORY = 0200000;
inline int O_NOFOLLOW = 0400000;
inline int O_CLOEXEC = 02000000;
inline int O_DSYNC = 010000;
inline int O_RSYNC = (04000000|010000);

/* fds[fd]: the current process's open file fd; "<none>" if it has none */
inline fileinfo_t fds[int fd] = xlate <fileinfo_t> (
    fd >= 0 && fd < curthread->files->fdt->max_fds ?
    curthread->files->fdt->fd[fd] : NULL);
