/*
 * usdt.h -- USDT probe discovery: the probes that <sys/sdt.h> (and our own
 * `dtrace -h` headers) leave in `.note.stapsdt` ELF notes, found in files
 * and in live processes, and the registry through which applications
 * announce their DOF.
 *
 * The usdt provider (libdtrace) calls this library to learn, for a process,
 * every probe site: where to put the uprobe (a file and an offset in it),
 * which is-enabled counter the kernel must bump (ref_ctr_offset), how to
 * fetch each argument from the uprobe's struct pt_regs, and the names the
 * user sees (provider<pid>:module:function:name).  Nothing here attaches
 * anything, reads process memory, or knows about D.
 *
 * Layers, each usable alone:
 *
 *   usdt_arg_parse()      one argument spec ("-4@%edi", "8@-16(%rbp)")
 *                         into a usdt_arg_t the code generator turns into
 *                         BPF loads (usdt_arg.c);
 *   usdt_file_open()      one ELF file: its notes as usdt_note_t, with file
 *                         offsets, semaphore offsets, decoded arguments and
 *                         containing functions (usdt_elf.c);
 *   usdt_cache_*()        parsed files shared by every process that maps
 *                         them, keyed by dev+inode+mtime+size (usdt_cache.c);
 *   usdt_proc_open()      one live process: its mapped objects and every
 *                         probe site with its runtime address;
 *   usdt_scan_all_pids()  which processes carry probes of a provider glob
 *                         (usdt_proc.c);
 *   usdt_reg_*()          the helper registry in $DTRACE_HELPER_DIR
 *                         (usdt_reg.c).
 *
 * Above them, in the engine's terms (dtrace_hdl_t): the provider itself
 * (libdtrace/prov/dt_prov_usdt.c), and the messages that tell, once a
 * session, what it passed over, a lying registry entry or a corrupt object
 * (libdtrace/prov/dt_usdt_warn.c).
 *
 * Errors: a function that can fail returns a negative errno value and, when
 * err is not NULL, writes one message there, prefixed "usdt: " and naming
 * the file or process ("usdt: malformed .note.stapsdt note in '/bin/x'").
 * Everything read from a file or a process is untrusted: every offset, size
 * and string is checked, and bad input is such an error, never a crash.
 *
 * Ownership: each *_open() / *_create() / *_scan() result is owned by the
 * caller and freed by the matching *_free() / *_release() / *_destroy().
 * Pointers inside a result (strings, notes, arguments) live as long as the
 * result that holds them.  Nothing here is thread-safe: one thread at a
 * time per cache, process or watch.
 */
#ifndef USDT_H
#define USDT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <sys/types.h>

#ifdef __cplusplus
extern "C" {
#endif

/* One error message: "usdt: <what> in '<object>'" and the like. */
typedef struct usdt_err {
	char msg[512];
} usdt_err_t;

/* ------------------------------------------------------------ arguments */

/* <sys/sdt.h> has STAP_PROBE0 .. STAP_PROBE12. */
#define USDT_MAX_ARGS	12

typedef enum usdt_arg_kind {
	USDT_ARG_CONST,		/* the value is val */
	USDT_ARG_REG,		/* the value is in register reg_off */
	USDT_ARG_REG_DEREF,	/* at reg_off + idx_off * scale + val in memory */
	USDT_ARG_STATIC,	/* at (load bias + val) in memory: a %rip-relative
				   symbol, val its link-time address */
	USDT_ARG_UNSUPPORTED	/* not decodable (float, vector register, ...);
				   the note's argerr says why */
} usdt_arg_kind_t;

/*
 * One argument, as the code generator consumes it.  In the BPF program the
 * context is the uprobe's struct pt_regs; reg_off and idx_off are byte
 * offsets into it (x86-64 and i386 processes: the x86-64 kernel's layout of
 * <asm/ptrace.h>, rax at 80, rdi at 112 ...; aarch64: x0..x30 at 8 * n, sp
 * at 248).  Fetching arg N:
 *
 *	CONST:      v = val                                  (already extended)
 *	REG:        v = *(u64 *)(ctx + reg_off) >> reg_shift
 *	REG_DEREF:  a = *(u64 *)(ctx + reg_off) + val
 *	            if (idx_off >= 0) a += *(u64 *)(ctx + idx_off) * scale
 *	            v = `size` bytes read from user address a (zero-extended)
 *	STATIC:     v = `size` bytes read from user address load_bias + val
 *
 * then, for every kind, extend from the argument's width to 64 bits:
 *
 *	v <<= ext_shift;  v = is_signed ? (s64)v >> ext_shift : v >> ext_shift;
 *
 * ext_shift is 64 - 8 * width, where width is size, except for a register
 * narrower than size (`8@%cx`: only 16 bits are the compiler's), where it
 * is the register's width.  A 32-bit register named for an 8-byte argument
 * (`8@%eax`) reads all 64 bits: x86-64 zeroes the upper half on every
 * 32-bit write.
 */
typedef struct usdt_arg {
	usdt_arg_kind_t	kind;
	uint8_t		size;		/* bytes: 1, 2, 4 or 8 (the N of N@) */
	bool		is_signed;	/* -N@ */
	uint8_t		reg_shift;	/* REG: 8 for %ah, %bh, %ch, %dh, else 0 */
	uint8_t		ext_shift;	/* 64 - 8 * width, 0..56 */
	int16_t		reg_off;	/* REG, REG_DEREF: pt_regs offset */
	int16_t		idx_off;	/* REG_DEREF: index register, or -1 */
	uint8_t		scale;		/* REG_DEREF with an index: 1, 2, 4, 8 */
	int64_t		val;		/* see the kinds above */
} usdt_arg_t;

/*
 * Looks up a symbol for a %rip-relative operand ("8@counter(%rip)"): sets
 * *addr to its link-time address and returns 0, or returns -1 with a reason
 * in why ("unknown symbol", "ambiguous symbol").
 */
typedef int usdt_symfn_t(void *cookie, const char *name, uint64_t *addr,
    const char **why);

/*
 * Parses one argument spec for the ELF machine (EM_X86_64, EM_386,
 * EM_AARCH64) into *arg.  symfn (may be NULL) resolves %rip-relative
 * symbols.  Returns 0, or -EINVAL (malformed spec), -ENOTSUP (well formed
 * but not decodable: float, vector register, symbol not found; *arg is
 * then USDT_ARG_UNSUPPORTED) with the reason in err, which names spec.
 */
int usdt_arg_parse(const char *spec, unsigned machine, usdt_symfn_t *symfn,
    void *cookie, usdt_arg_t *arg, usdt_err_t *err);

/*
 * Parses a note's whole argument string (specs separated by spaces, or
 * empty) into args[0 .. *nargs - 1].  Returns 0, or the first failure as
 * usdt_arg_parse() does (every argument is still filled, the undecodable
 * ones as USDT_ARG_UNSUPPORTED, and *nargs counted), or -E2BIG for more
 * than USDT_MAX_ARGS.
 */
int usdt_args_parse(const char *str, unsigned machine, usdt_symfn_t *symfn,
    void *cookie, usdt_arg_t args[USDT_MAX_ARGS], int *nargs, usdt_err_t *err);

/* The pt_regs offset of a register name ("rax", "r8d", "ah", "x3"), or -1. */
int usdt_arg_regoff(const char *name, unsigned machine);

/* ----------------------------------------------------------------- files */

/*
 * One probe site of a file: one .note.stapsdt note.
 *
 * Addresses (pc, sema_addr) are link-time virtual addresses, after the
 * .stapsdt.base (prelink) adjustment; add a process's load bias for the
 * runtime address.  Offsets are file offsets, what the kernel wants:
 *
 *   off       the uprobe's offset (perf_event_attr.probe_offset, or
 *             uprobe_register()'s offset): the file offset of the nop.
 *   sema_off  the is-enabled semaphore's file offset, 0 if none: the
 *             kernel's uprobe ref_ctr_offset (perf_event_attr.config bits
 *             32..63, see /sys/bus/event_source/devices/uprobe/format/
 *             ref_ctr_offset; kernel >= 4.20, commits 1cc33161a83d
 *             "uprobes: Support SDT markers having reference count
 *             (semaphore)" and a6ca88b241d5 "trace_uprobe: support
 *             reference counter in fd-based uprobe").  The kernel finds,
 *             in each process mapping the file, the private writable file
 *             mapping that covers this offset and adds to or subtracts
 *             from the 2-byte counter there as uprobes on the file come
 *             and go.  Without that support, write the counter at the
 *             probe's runtime sema_addr yourself.  32 bits in config:
 *             an offset past 4 GiB cannot be given.
 */
typedef struct usdt_note {
	const char	*provider;	/* as in the note: "test__prov" */
	const char	*name;		/* as in the note: "zero__probe" */
	const char	*dprovider;	/* as D says it, "__" -> "-": "test-prov" */
	const char	*dname;		/* "zero-probe" */
	const char	*function;	/* the function holding pc, or "" */
	const char	*argstr;	/* the argument string, maybe "" */
	uint64_t	pc;		/* link-time address of the probe's nop */
	uint64_t	base;		/* the note's .stapsdt.base field */
	uint64_t	sema_addr;	/* link-time address of the semaphore, or 0 */
	uint64_t	off;		/* file offset of pc */
	uint64_t	sema_off;	/* file offset of the semaphore, or 0 */
	bool		sema_mapped;	/* the semaphore lies in a file-backed
					   page of its segment (not in .bss past
					   the file's end), as ref_ctr needs */
	int		nargs;		/* number of arguments */
	usdt_arg_t	args[USDT_MAX_ARGS];
	const char	*argerr;	/* why an argument is UNSUPPORTED, or NULL */
} usdt_note_t;

/* A loadable segment (PT_LOAD) of a file. */
typedef struct usdt_seg {
	uint64_t	vaddr, memsz;
	uint64_t	offset, filesz;
	uint32_t	flags;		/* PF_X, PF_W, PF_R */
} usdt_seg_t;

/*
 * A parsed ELF file.  Reference counted: usdt_file_open() and
 * usdt_cache_get() return a reference, usdt_file_release() drops it.
 */
typedef struct usdt_file {
	char		*path;		/* as given to usdt_file_open() */
	dev_t		dev;		/* of the opened file (fstat) */
	ino_t		ino;
	int64_t		mtime_sec, mtime_nsec;
	int64_t		size;
	bool		is_dyn;		/* ET_DYN (PIE or shared object), else
					   ET_EXEC (load bias 0) */
	unsigned	machine;	/* e_machine */
	unsigned	elfclass;	/* ELFCLASS32 or ELFCLASS64 */
	uint8_t		build_id[64];	/* NT_GNU_BUILD_ID, if any */
	size_t		build_id_len;	/* 0 if none */
	size_t		nsegs;
	usdt_seg_t	*segs;
	size_t		nnotes;
	usdt_note_t	*notes;		/* in the order of the note section */
	size_t		nprovs;
	const char	**dprovs;	/* the distinct dprovider values, sorted */
	struct usdt_dof	*dof;		/* the provider definitions a dtrace -G
					   object put in USDT_DOF_SECTION, or
					   NULL (none, or malformed) */
	char		*dof_err;	/* why a malformed DOF was passed over
					   (the notes still give the probes) */
	int		refs;		/* private */
	void		*strs;		/* private: the strings' storage */
} usdt_file_t;

/*
 * Parses the ELF file at path (opened O_RDONLY), or the open file fd (not
 * closed; path then only names it in messages).  A file without stapsdt
 * notes is no error: nnotes is 0.  Returns 0 and a reference in *fp, or a
 * negative errno: -ENOEXEC not an ELF executable or shared object, -EINVAL
 * malformed, -ENOTSUP foreign byte order or unsupported class, -EFBIG
 * more than USDT_MAX_NOTES notes, -errno of open/fstat.
 */
#define USDT_MAX_NOTES	65536
int usdt_file_open(const char *path, usdt_file_t **fp, usdt_err_t *err);
int usdt_file_open_fd(int fd, const char *path, usdt_file_t **fp,
    usdt_err_t *err);
usdt_file_t *usdt_file_hold(usdt_file_t *f);
void usdt_file_release(usdt_file_t *f);

/*
 * The probe of a note as the file's DOF defines it (its native and
 * translated argument types and the mapping between them: args[] and
 * argN), or NULL if the file has no DOF or it does not define the probe
 * (plain <sys/sdt.h> notes).  It lives as long as the file.
 */
struct usdt_dof_probe;
const struct usdt_dof_probe *usdt_file_dofprobe(const usdt_file_t *f,
    const usdt_note_t *n);

/*
 * The stability attributes the file's DOF gives the provider of a note
 * (USDT_DOF_NATTR of them: provider, module, function, name, args, as
 * "#pragma D attributes" set them), or NULL if the file has no DOF or it
 * does not define the provider (plain <sys/sdt.h> notes).
 */
struct usdt_dof_attr;
const struct usdt_dof_attr *usdt_file_provattr(const usdt_file_t *f,
    const usdt_note_t *n);

/* The build-id as lower-case hex into buf (2 * len + 1 bytes), or "". */
char *usdt_file_build_id(const usdt_file_t *f, char *buf, size_t len);

/*
 * The file offset of a link-time address, via the PT_LOAD segment holding
 * it in its file-backed part (filesz), 0 and -ENOENT if none.
 */
int usdt_file_vaddr_to_off(const usdt_file_t *f, uint64_t vaddr,
    uint64_t *off);

/* D's spelling of a note name: every "__" becomes "-".  Into buf. */
char *usdt_hyphenate(const char *s, char *buf, size_t len);

/* ----------------------------------------------------------------- cache */

/*
 * Parsed files by (dev, inode, mtime, size): many processes of one binary
 * parse it once.  Files that failed to parse are remembered too, with
 * their error, and files without notes cost one small entry.  A file whose
 * mtime or size changed is parsed again.
 */
typedef struct usdt_cache usdt_cache_t;

usdt_cache_t *usdt_cache_create(void);		/* NULL: out of memory */
void usdt_cache_destroy(usdt_cache_t *c);	/* files held elsewhere live on */
size_t usdt_cache_count(const usdt_cache_t *c);	/* entries, for tests */
size_t usdt_cache_parses(const usdt_cache_t *c); /* parses done, for tests */

/* As usdt_file_open_fd(), through the cache: a new reference in *fp. */
int usdt_cache_get(usdt_cache_t *c, int fd, const char *path,
    usdt_file_t **fp, usdt_err_t *err);

/* ------------------------------------------------------------- processes */

/* One line of /proc/PID/maps. */
typedef struct usdt_map {
	uint64_t	start, end;	/* [start, end) */
	uint64_t	offset;		/* file offset mapped at start */
	char		perms[5];	/* "r-xp" */
	dev_t		dev;
	ino_t		ino;		/* 0: not a file */
	bool		deleted;	/* the path ended in " (deleted)" */
	char		path[4096];	/* the path as the process sees it,
					   " (deleted)" removed; "" if none */
} usdt_map_t;

/*
 * Finds the file mapping of pid holding addr.  Returns 0, -ESRCH (no such
 * process, or maps unreadable), -ENOENT (addr is in no file mapping).
 */
int usdt_map_find(pid_t pid, uint64_t addr, usdt_map_t *m, usdt_err_t *err);

/*
 * For tests: read the mappings as text (/proc/PID/maps) even where the
 * kernel answers PROCMAP_QUERY, as kernels before 6.11 make us.
 */
void usdt_maps_text_only(bool on);

/*
 * Opens the file behind a mapping of pid: /proc/PID/map_files/START-END
 * (the very file mapped, deleted or in another mount namespace; needs
 * CAP_SYS_ADMIN or CAP_CHECKPOINT_RESTORE), else /proc/PID/root/PATH
 * (checked to be the same dev and inode).  Returns an fd (O_RDONLY,
 * O_CLOEXEC) and the path opened in opened (if not NULL, PATH_MAX bytes),
 * or a negative errno.
 */
int usdt_map_open(pid_t pid, const usdt_map_t *m, char *opened,
    usdt_err_t *err);

/* One ELF object mapped by a process that carries stapsdt notes. */
typedef struct usdt_obj {
	usdt_file_t	*file;		/* a reference held by the process */
	char		*path;		/* as mapped (see usdt_map_t.path) */
	char		*open_path;	/* the path we opened it by: for a uprobe
					   (perf_event_attr.uprobe_path) in any
					   mount namespace, while pid lives */
	const char	*module;	/* basename of path: DTrace's probemod */
	dev_t		dev;		/* from /proc/PID/maps */
	ino_t		ino;
	bool		deleted;
	uint64_t	bias;		/* runtime address = bias + link-time */
	char		*err;		/* why the object gave no probes, or NULL */
} usdt_obj_t;

/* One probe site in one process. */
typedef struct usdt_probe {
	const usdt_obj_t  *obj;
	const usdt_note_t *note;	/* file offsets, semaphore, arguments */
	char		*provider;	/* D provider: dprovider + pid,
					   "test-prov1234" */
	const char	*module;	/* obj->module */
	const char	*function;	/* note->function */
	const char	*name;		/* note->dname */
	uint64_t	addr;		/* runtime address of the nop */
	uint64_t	sema_addr;	/* runtime address of the semaphore, or 0 */
} usdt_probe_t;

typedef struct usdt_proc {
	pid_t		pid;
	size_t		nobjs;
	usdt_obj_t	*objs;		/* objects with notes (or with errors) */
	size_t		nprobes;
	usdt_probe_t	*probes;	/* by object, then note order */
} usdt_proc_t;

/*
 * Enumerates the stapsdt probes of a live process: every file mapped
 * executable (deduplicated by dev+inode), parsed through the cache c (may
 * be NULL).  An ELF object that cannot be opened or parsed is listed with
 * its err and no probes; that is no failure of the whole.  Files that are
 * not ELF (a JIT's code in a memfd) are no objects.  Returns 0, or -ESRCH
 * (no such process or unreadable maps), -ENOMEM.
 */
int usdt_proc_open(usdt_cache_t *c, pid_t pid, usdt_proc_t **pp,
    usdt_err_t *err);
void usdt_proc_free(usdt_proc_t *p);

/*
 * The pids of every process with a stapsdt probe whose D provider name
 * (dprovider + pid) matches the glob prov (NULL or "" for all), sorted,
 * in *pids (free() it).  Processes that vanish or cannot be read are
 * skipped.  Only processes with executable file mappings are looked at,
 * and their files only through the cache c (required).  Returns 0 or
 * -ENOMEM, -errno when /proc cannot be read.
 */
int usdt_scan_all_pids(usdt_cache_t *c, const char *prov, pid_t **pids,
    size_t *npids, usdt_err_t *err);

/* Whether process pid has such a probe (the same look, for one pid). */
bool usdt_scan_pid(usdt_cache_t *c, pid_t pid, const char *prov);

/* -------------------------------------------------------------- registry */

/*
 * The registry: a directory, $DTRACE_HELPER_DIR or /dev/shm/dtrace-helpers,
 * where the helper library leaves one file per loaded object with DOF:
 * named "<pid>-<hex DOF address, no 0x>", holding one line
 * "<pid> 0x<DOF address> <path>\n".  Entries are hints: one counts only if
 * its pid is alive and the address lies in a file mapping of that pid; the
 * DOF is then read from that mapped file, never from the entry.  Entries
 * of dead processes are deleted.
 */
#define USDT_REG_DEFAULT_DIR	"/dev/shm/dtrace-helpers"

typedef struct usdt_reg {
	pid_t		pid;
	uint64_t	addr;		/* the DOF's address in the process */
	char		*hint;		/* the entry's path (untrusted) */
	usdt_map_t	map;		/* the mapping holding addr */
	uint64_t	file_off;	/* where the DOF is in map's file */
} usdt_reg_t;

/* $DTRACE_HELPER_DIR if set and not empty, else USDT_REG_DEFAULT_DIR. */
const char *usdt_reg_dir(void);

/*
 * The valid entries of dir (NULL: usdt_reg_dir()), sorted by pid and
 * address, into *regs (free with usdt_reg_free()).  Deletes the entries of
 * dead processes; skips, without deleting, entries that are malformed or
 * whose address is in no file mapping.  A missing directory is an empty
 * registry.  Returns 0 or a negative errno (directory unreadable).
 */
int usdt_reg_scan(const char *dir, usdt_reg_t **regs, size_t *nregs,
    usdt_err_t *err);

/*
 * An entry of a live process that the scan passed over, and why: it is
 * not a regular file, too large, malformed, its content names another pid
 * or address than its name, or the address is in no file mapping of the
 * pid.  The registry is anyone's to write, so the consumer says so once
 * (libdtrace/prov/dt_usdt_warn.c) and goes on.
 */
typedef struct usdt_reg_bad {
	pid_t	pid;
	char	*name;		/* the entry's file name */
	char	*why;
} usdt_reg_bad_t;

typedef struct usdt_reg_bads {
	usdt_reg_bad_t	*v;
	size_t		n, cap;
} usdt_reg_bads_t;

/* Whether pid is exiting: gone, a zombie, or its memory taken away. */
bool usdt_reg_exiting(pid_t pid);
/* usdt_reg_scan(), and the entries passed over into *bad (if not NULL;
   free it with usdt_reg_bads_free()). */
int usdt_reg_scan_why(const char *dir, usdt_reg_t **regs, size_t *nregs,
    usdt_reg_bads_t *bad, usdt_err_t *err);
void usdt_reg_bads_free(usdt_reg_bads_t *bad);
void usdt_reg_free(usdt_reg_t *regs, size_t nregs);

/* The distinct pids of regs, sorted, into *pids (free() it). */
int usdt_reg_pids(const usdt_reg_t *regs, size_t nregs, pid_t **pids,
    size_t *npids);

/*
 * A watch on the registry: an inotify descriptor to poll (readable when
 * the directory changed), and a drain that reports which pids gained a
 * valid entry (their first, or another object that they loaded) and
 * which lost their last one since the previous
 * drain.  The first drain reports every registered pid as added.  A drain
 * also notices processes that died without removing their entries (no
 * event tells of those): call it on a timer too.  Creates the directory
 * (mode 1777) if missing.
 */
typedef struct usdt_reg_watch usdt_reg_watch_t;

int usdt_reg_watch_open(const char *dir, usdt_reg_watch_t **wp,
    usdt_err_t *err);
int usdt_reg_watch_fd(const usdt_reg_watch_t *w);
int usdt_reg_watch_drain(usdt_reg_watch_t *w, pid_t **added, size_t *nadded,
    pid_t **removed, size_t *nremoved, usdt_err_t *err);
void usdt_reg_watch_close(usdt_reg_watch_t *w);

/* The entries the last drain passed over (the watch owns them). */
const usdt_reg_bads_t *usdt_reg_watch_bad(const usdt_reg_watch_t *w);

/* Whether the registry changed since the last call or drain (reads the
   pending events; a drain is then due). */
bool usdt_reg_watch_changed(usdt_reg_watch_t *w);

/* Whether pid was registered at the last drain (NULL w: no). */
bool usdt_reg_watch_known(const usdt_reg_watch_t *w, pid_t pid);

/*
 * The wait contract (dth_registry.h): a consumer that enables the probes
 * of processes as they register announces itself (dir/.consumers/<its
 * pid>, removed by usdt_reg_watch_close()), and acknowledges each
 * registered process once its probes are in place (dir/.ack-<pid>-<its
 * pid>).  A registering process waits, a bounded time, until every live
 * announced consumer has acknowledged it, so its first probes fire.
 * usdt_reg_watch_unack() removes an acknowledgement the process left.
 */
int usdt_reg_watch_announce(usdt_reg_watch_t *w, usdt_err_t *err);
void usdt_reg_watch_ack(usdt_reg_watch_t *w, pid_t pid);
void usdt_reg_watch_unack(usdt_reg_watch_t *w, pid_t pid);

#ifdef __cplusplus
}
#endif

#endif /* USDT_H */
