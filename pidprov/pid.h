/*
 * pid.h -- process symbols and instruction boundaries, for the pid provider.
 *
 * The pid provider turns a description such as
 *
 *	pid1234:libc.so.6:mem*:entry
 *
 * into uprobes: for every mapped object of process 1234 whose name matches
 * "libc.so.6", every function whose name matches "mem*", one probe at the
 * function's first instruction.  A uprobe is placed by (file, file offset),
 * and ufunc()/usym()/ustack() go the other way, from a run-time address to
 * "module`function+0xoffset".  This library provides the pieces:
 *
 *   objects (pid_obj_*)	an ELF executable or shared object, read once:
 *				its functions with their link-time addresses,
 *				sizes and file offsets, found by name, by glob
 *				or by address.  Objects are shared through a
 *				cache keyed by device, inode, size and mtime,
 *				and reference counted.
 *   instructions (pid_insns_*)	where the instructions of a function start
 *				(Capstone; x86-64, i386 and aarch64), which
 *				ones return, and which jump out of it.
 *   processes (pid_proc_*, pid_modlist_*)
 *				the objects a process has mapped (from
 *				/proc/PID/maps), each with its load bias and
 *				the names DTrace accepts for it.
 *
 * Addresses: an object's symbols carry the addresses the linker gave them
 * (st_value).  In a process, object M is loaded at a bias, and
 *
 *	run-time address = M->pm_bias + link-time address
 *
 * (the bias is 0 for a non-PIE executable).  The file offset of a function
 * (what a uprobe wants) comes from the PT_LOAD segment that holds it:
 * offset = vaddr - p_vaddr + p_offset.
 *
 * Ownership: pid_obj_open*() and pid_obj_hold() each give a reference,
 * dropped with pid_obj_rele(); everything an object hands out (symbols,
 * names) lives as long as a reference is held.  A module list owns its
 * modules and holds a reference on each module's object until
 * pid_modlist_free().  Instruction lists belong to the caller
 * (pid_insns_free()), as do strings from pid_demangle() (free()).
 *
 * Errors: functions that can fail return a negative errno (or NULL) and
 * leave a message for this thread in pid_errmsg(), e.g.
 * "pid: cannot open /x/y: No such file or directory".  Everything read from
 * files and processes is untrusted: bad input is an error, never a crash.
 * The library is thread-safe: objects are immutable once read, and the
 * cache has a lock.
 */
#ifndef PID_H
#define PID_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <sys/types.h>

/* The message of this thread's last error. */
const char *pid_errmsg(void);

/* ---------------------------------------------------------------- objects */

typedef struct pid_obj pid_obj_t;

/* ps_off of a function that is not in the file (never, for code). */
#define PID_NOOFF	UINT64_MAX

/* pid_sym_t.ps_flags */
#define PID_SYM_ALIAS	0x01	/* another name at this address is preferred */
#define PID_SYM_DYNSYM	0x02	/* from .dynsym (else from a .symtab) */
#define PID_SYM_DEBUG	0x04	/* from the .symtab of separate debuginfo */
#define PID_SYM_VERSION	0x08	/* name has '@': "name@VER" (.symtab) */
#define PID_SYM_LOCALNAME 0x10	/* name has '.' (foo.cold, foo.isra.0) */
#define PID_SYM_HIDDEN	0x20	/* .dynsym: an old, hidden version */

/*
 * One function symbol: STT_FUNC or STT_GNU_IFUNC (whose address is that of
 * the resolver, not of the implementation it picks), defined in the object.
 * Names stay as in the symbol table (C++ names mangled).
 */
typedef struct pid_sym {
	const char *ps_name;
	uint64_t ps_vaddr;	/* link-time address (st_value) */
	uint64_t ps_size;	/* st_size; may be 0 */
	uint64_t ps_off;	/* file offset of ps_vaddr, or PID_NOOFF */
	uint8_t ps_bind;	/* STB_LOCAL, STB_GLOBAL, STB_WEAK, ... */
	uint8_t ps_type;	/* STT_FUNC or STT_GNU_IFUNC */
	uint16_t ps_flags;	/* PID_SYM_* */
} pid_sym_t;

/*
 * Read the ELF executable or shared object at path (or open as fd, which
 * stays the caller's; path then names it in messages and locates
 * .gnu_debuglink files), or take another reference on it if it is already
 * cached.  Symbols come from .symtab; when the object has none, from the
 * .symtab of its separate debuginfo (found by build ID under the debug
 * directory, or by .gnu_debuglink) if there is one; and from .dynsym.
 * Returns 0 and *objp, or a negative errno.
 */
int pid_obj_open(const char *path, pid_obj_t **objp);
int pid_obj_open_fd(int fd, const char *path, pid_obj_t **objp);
pid_obj_t *pid_obj_hold(pid_obj_t *obj);
void pid_obj_rele(pid_obj_t *obj);

/*
 * Where separate debuginfo is looked for (default $DTRACE_DEBUGINFO_DIR
 * if set and not empty, else /usr/lib/debug; NULL restores the default): DIR/.build-id/xx/yyyy.debug, then for a .gnu_debuglink
 * name L next to an object /a/b/obj: /a/b/L, /a/b/.debug/L, DIR/a/b/L.
 * Applies to objects read afterwards (a cached object keeps what it read).
 */
void pid_set_debugdir(const char *dir);

/*
 * The path it was opened by, its DT_SONAME (or NULL), the debuginfo file
 * its .symtab came from (or NULL), its ELF type (ET_EXEC or ET_DYN) and
 * machine (EM_X86_64, EM_AARCH64, ...).
 */
const char *pid_obj_path(const pid_obj_t *obj);
const char *pid_obj_soname(const pid_obj_t *obj);
const char *pid_obj_debugfile(const pid_obj_t *obj);
int pid_obj_elftype(const pid_obj_t *obj);
int pid_obj_machine(const pid_obj_t *obj);
/* the descriptor the object is read through (the cache's: not closed by
   the caller), for reading more of the file (dt_kunwind.c's CFI) */
int pid_obj_fd(const pid_obj_t *obj);

/*
 * All the function symbols, sorted by address; the names that share an
 * address come together, the preferred one first (the others have
 * PID_SYM_ALIAS).  The order among names at one address is libproc's
 * (Oracle and illumos DTrace): a function before an IFUNC, a global or weak
 * symbol before a local one, then -- our addition -- a name without a
 * version before one with, then a name not starting with '$', fewer
 * leading underscores, the smaller size, and what is left of the names
 * compared with strcmp().  So malloc, not __libc_malloc; go, not _go.
 */
const pid_sym_t *pid_obj_syms(const pid_obj_t *obj, size_t *np);

/*
 * The function named exactly name, or NULL.  If several have the name
 * (static functions of different files, old symbol versions), a global or
 * weak one first, then one without a version, then the lowest address.
 */
const pid_sym_t *pid_obj_lookup(const pid_obj_t *obj, const char *name);

/* The preferred name at sym's address: what DTrace calls the function. */
const pid_sym_t *pid_obj_primary(const pid_obj_t *obj, const pid_sym_t *sym);

/*
 * The function whose [ps_vaddr, ps_vaddr + ps_size) holds vaddr (the one
 * starting closest below it, if they nest; its preferred name), with
 * *offp = vaddr - ps_vaddr; or NULL.  Functions of size 0 hold nothing.
 */
const pid_sym_t *pid_obj_addr(const pid_obj_t *obj, uint64_t vaddr,
    uint64_t *offp);

/*
 * Call f(sym, arg) for every function whose name matches the sh-style glob
 * (fnmatch(3): *, ?, [...]), as the pid provider enumerates them: one call
 * per address, in address order, naming it by the first of its names (in
 * the order above) that matches; only functions of non-zero size, and
 * never by a name with '@' (a version) or '.' (compiler-made).  A glob
 * without special characters matches by name exactly.  Stops at the first
 * non-zero return of f and returns it; returns 0 otherwise.
 */
typedef int pid_sym_f(const pid_sym_t *sym, void *arg);
int pid_obj_match(const pid_obj_t *obj, const char *glob, pid_sym_f *f,
    void *arg);

/* File offset of a link-time address (in a PT_LOAD's file part), or -ENOENT. */
int pid_obj_vaddr2off(const pid_obj_t *obj, uint64_t vaddr, uint64_t *offp);

/*
 * The demangled form of a C++ name ("_Z..."), malloc'd, or NULL if name is
 * not a C++ name or cannot be demangled.  Uses __cxa_demangle() from
 * libstdc++.so.6, loaded with dlopen() on first use: without libstdc++,
 * names stay mangled (NULL).  Probe names always use the mangled name.
 */
char *pid_demangle(const char *name);

/* ------------------------------------------------------------ instructions */

/* pid_insns_t.pi_flags */
#define PID_INSN_CLAMPED 0x1	/* the symbol ran past its section or
				   segment: pi_size is what was there */
#define PID_INSN_PARTIAL 0x2	/* x86: decoding stopped at pi_end, which
				   is not a valid instruction */
#define PID_INSN_CALLS	0x4	/* x86: the function has a call
				   instruction (so no red zone in use) */

/* Largest function decoded; bigger ones are clamped to it. */
#define PID_INSN_MAXSIZE	(64u << 20)

/*
 * The instructions of one function, as offsets from its start, ascending.
 * On x86 an instruction starts at each pi_off[] and nowhere else; past
 * pi_end (== pi_size unless PID_INSN_PARTIAL) nothing is known.  On
 * aarch64 every 4th byte starts one.
 *   pi_ret	returns (x86 ret/retf; aarch64 ret, retaa, retab)
 *   pi_tail	direct jumps, conditional or not, to outside the function
 *		(tail calls), and x86 jumps through a RIP-relative pointer
 *		(a tail call through the GOT); pi_tailcond[i] is the
 *		condition of pi_tail[i] (PID_COND_*)
 *   pi_ijmp	other indirect jumps (a tail call through a register, or a
 *		switch through a jump table: it cannot be told here);
 *		pi_ijmpreg[i] is the register of pi_ijmp[i] (x86-64: jmp
 *		*%reg, its DWARF number, 0 rax, 1 rdx, 2 rcx, 3 rbx, 4 rsi,
 *		5 rdi, 6 rbp, 7 rsp, 8..15 r8..r15; aarch64: br xN, N), or
 *		PID_REG_NONE for a jump through memory
 */
/*
 * The condition of a tail jump: 0..15 an x86 Jcc's condition code (the
 * low four bits of its opcode: 0 jo, 2 jb, 4 je, 5 jne, 12 jl, 15 jg,
 * ...), evaluated from EFLAGS; PID_COND_ALWAYS an unconditional jump;
 * PID_COND_OTHER one whose condition is not known here (x86 jrcxz and
 * loop, aarch64 b.cond, cbz, cbnz, tbz and tbnz).
 */
#define PID_COND_ALWAYS	16
#define PID_COND_OTHER	17

#define PID_REG_NONE	UINT32_MAX

typedef struct pid_insns {
	uint64_t pi_vaddr;	/* the function's link-time address */
	uint64_t pi_size;	/* bytes considered */
	uint64_t pi_end;	/* bytes decoded */
	int pi_flags;		/* PID_INSN_* */
	uint32_t *pi_off;
	uint8_t *pi_refuse;	/* PID_REFUSE_* of each pi_off[] */
	size_t pi_n;
	uint32_t *pi_ret;
	size_t pi_nret;
	uint32_t *pi_tail;
	uint32_t *pi_tailcond;
	size_t pi_ntail;
	uint32_t *pi_ijmp;
	uint32_t *pi_ijmpreg;
	size_t pi_nijmp;
} pid_insns_t;

/*
 * Decode size bytes of code for ELF machine (EM_X86_64, EM_386,
 * EM_AARCH64) that sit at link-time address vaddr.  Returns 0 and *insp
 * (free with pid_insns_free), or a negative errno (-ENOTSUP for another
 * machine).
 */
int pid_insns_decode(int machine, const void *code, size_t size,
    uint64_t vaddr, pid_insns_t **insp);

/*
 * Decode function sym of obj, its bytes read from the file.  A symbol of
 * size 0 is -ENODATA; one that is not in an executable section (or, with
 * no section headers, an executable segment) -ENOENT; one that runs past
 * it is clamped (PID_INSN_CLAMPED).
 */
int pid_obj_insns(const pid_obj_t *obj, const pid_sym_t *sym,
    pid_insns_t **insp);

/*
 * Instructions a uprobe must not be put on (pid_insn_refusal):
 *   PID_REFUSE_KERNEL	the kernel refuses it (ENOTSUPP, from
 *			arch_uprobe_analyze_insn): a lock prefix, an
 *			es/cs/ds/ss segment override, an I/O, int or hlt
 *			opcode, VEX-encoded or not
 *   PID_REFUSE_EVEX	an EVEX-encoded (AVX-512) instruction: the kernel
 *			accepts it, but single-stepping it out of line goes
 *			wrong on some machines and breaks the traced process
 *   PID_REFUSE_REDZONE	x86-64: the 5-byte nop 0f 1f 44 00 00, past the
 *			first instruction of a function that calls nothing
 *			(pid_insns_t only).  x86-64 kernels since 6.18 turn
 *			a uprobe on that nop into a call, whose return
 *			address lands in the 128 bytes below %rsp that
 *			such a function may keep its locals in (the ABI's
 *			red zone).  Compilers put the nop there as padding.
 */
enum { PID_REFUSE_NONE, PID_REFUSE_KERNEL, PID_REFUSE_EVEX,
    PID_REFUSE_REDZONE };

/*
 * Why the instruction at the start of code (n bytes, n >= 1) must not be
 * probed on ELF machine, or PID_REFUSE_NONE.
 */
int pid_insn_refusal(int machine, const uint8_t *code, size_t n);
/* NULL if the instruction decoder (Capstone, loaded at the first call)
   is there, else why it is not */
const char *pid_insn_decoder_error(void);

/*
 * The same for the instruction at offset off of function sym of obj, read
 * from the file (no decoding of the rest of the function).  Returns
 * PID_REFUSE_*, or a negative errno if the bytes cannot be read.
 */
int pid_obj_insn_refusal(const pid_obj_t *obj, const pid_sym_t *sym,
    uint64_t off);

/*
 * Whether obj's functions set up frame pointers (x86-64: most of them
 * start with push %rbp; mov %rsp,%rbp; other machines: true).
 */
bool pid_obj_framepointers(const pid_obj_t *obj);

/*
 * Whether ustack() at the first instruction of a function of obj puts the
 * caller in from the return address at the stack pointer (x86-64; see
 * dt_uprobe_ustack_caller).
 */
bool pid_obj_entry_addcaller(const pid_obj_t *obj);

/* Whether an instruction starts at offset off of the function. */
bool pid_insns_boundary(const pid_insns_t *ins, uint64_t off);
/* The PID_REFUSE_* of the instruction at off (NONE if none starts there). */
int pid_insns_refusal(const pid_insns_t *ins, uint64_t off);
void pid_insns_free(pid_insns_t *ins);

/* --------------------------------------------------------------- processes */

/*
 * One line of /proc/PID/maps, "start-end perms offset major:minor inode
 * [path]" (the usdt provider's mappings read it too, where the kernel has
 * no PROCMAP_QUERY).
 */
typedef struct pid_mapline {
	uint64_t ml_start, ml_end, ml_off;
	int ml_prot;		/* PROT_READ | PROT_WRITE | PROT_EXEC */
	bool ml_private;	/* 'p', not 's' */
	unsigned ml_major, ml_minor;
	uint64_t ml_ino;
	const char *ml_path;	/* points into the line; "" if none */
} pid_mapline_t;

/* Parse line into ml (its newline is cut); 0, or -EINVAL if it is no
   such line. */
int pid_maps_parse(char *line, pid_mapline_t *ml);

/* One mapping of a module, from /proc/PID/maps. */
typedef struct pid_map {
	uint64_t pm_start, pm_end;	/* [start, end) */
	uint64_t pm_off;		/* file offset of pm_start */
	int pm_prot;			/* PROT_READ | PROT_WRITE | PROT_EXEC */
	uint32_t pm_mod;		/* index of its module in pl_mods */
} pid_map_t;

/*
 * An ELF object mapped into a process.  Names, all owned by the list:
 *   pm_path	the path /proc/PID/maps shows (in the process's mount
 *		namespace; " (deleted)" taken off, pm_deleted set instead)
 *   pm_lmname	the name the dynamic linker gave it (link_map l_name: for a
 *		library, the name it was found by), or NULL if unknown (not
 *		read yet, a static executable) or empty (the executable)
 *   pm_name	what DTrace calls it: the basename of pm_lmname, or of
 *		pm_path when that is unknown -- "libc.so.6", and the basename
 *		of the executable ("a.out" only if so named)
 *   pm_openpath	a path that opens this very file from here:
 *		/proc/PID/map_files/START-END (deleted files, other mount
 *		namespaces), /proc/PID/exe, /proc/PID/root/PATH, or pm_path
 */
typedef struct pid_mod {
	char *pm_path;
	char *pm_lmname;
	const char *pm_name;
	char *pm_openpath;
	dev_t pm_dev;
	ino_t pm_ino;
	uint64_t pm_bias;	/* run-time address - link-time address */
	uint64_t pm_lo, pm_hi;	/* lowest and highest+1 mapped address */
	bool pm_exec;		/* the executable ("a.out") */
	bool pm_deleted;
	pid_obj_t *pm_obj;	/* its symbols; NULL if it could not be read */
	int pm_err;		/* then why: a negative errno */
} pid_mod_t;

typedef struct pid_modlist {
	pid_t pl_pid;
	uint64_t pl_serial;	/* unique to this reading: a later list may
				   be allocated where a freed one was */
	pid_mod_t *pl_mods;	/* in the order of their lowest address */
	size_t pl_nmods;
	pid_map_t *pl_maps;	/* every mapping of them, by address */
	size_t pl_nmaps;
} pid_modlist_t;

/*
 * Read the modules of process pid: every file mapping of an ELF file (the
 * executable, ld.so, libraries; not data files, [vdso] or anonymous
 * memory).  A module whose file cannot be read is kept with pm_obj NULL
 * and pm_err set.  Needs the right to read /proc/PID/maps and (for the
 * dynamic linker's names) /proc/PID/mem, as a tracer has.  Returns 0 and
 * *listp (free with pid_modlist_free), or a negative errno (-ESRCH: no
 * such process).
 */
int pid_proc_modules(pid_t pid, pid_modlist_t **listp);
void pid_modlist_free(pid_modlist_t *list);

/*
 * The file the dynamic linker of process pid would load for a library
 * named name (a path, a file name such as "libplug.so", or the start of
 * one followed by '.' such as "libplug"), as a path that opens it from
 * here (through /proc/PID/root), for a library the process has not loaded
 * yet (pid_lib.c).  Returns 0 and *pathp (free()), or -ENOENT.
 */
int pid_lib_find(pid_t pid, const char *name, char **pathp);

/*
 * Whether module mod is named by pattern, as the pid provider's module
 * field names it.  Without glob characters: "a.out" (the executable), its
 * display name, the basename of its path, its full path, the dynamic
 * linker's name, its soname, or the start of the display name or basename
 * up to a '.' ("libc" and "libc.so" for libc.so.6).  A glob (fnmatch) must
 * match one of those names whole (not the prefixes).
 */
bool pid_mod_match(const pid_mod_t *mod, const char *pattern);

/*
 * Call f(mod, arg) for each module matching pattern, in list order; stops
 * at the first non-zero return and returns it, else 0.
 */
typedef int pid_mod_f(const pid_mod_t *mod, void *arg);
int pid_modlist_match(const pid_modlist_t *list, const char *pattern,
    pid_mod_f *f, void *arg);

/* The module with a mapping holding run-time address addr, or NULL. */
const pid_mod_t *pid_modlist_addr(const pid_modlist_t *list, uint64_t addr);

/*
 * The function holding run-time address addr: returns 0 with *modp, *symp
 * (preferred name) and *offp; -ENOENT with *modp alone when addr is in a
 * module but in no function; -EFAULT when it is in no module.  Pointers
 * may be NULL.
 */
int pid_modlist_sym(const pid_modlist_t *list, uint64_t addr,
    const pid_mod_t **modp, const pid_sym_t **symp, uint64_t *offp);

/*
 * addr as DTrace prints a user address in ustack() and usym():
 * "module`func+0xoff", "module`func" at offset 0, "module`0xaddr" in a
 * module but no function, "0xaddr" elsewhere.  Like snprintf(), returns
 * the length the whole string needs.
 */
int pid_modlist_addrstr(const pid_modlist_t *list, uint64_t addr, char *buf,
    size_t len);

#endif
