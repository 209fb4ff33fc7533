/*
 * dt_bpflib_image.S -- embeds the BPF support library into libdtrace.
 *
 * libdtrace/bpf/dt_bpflib.c is compiled to a BPF ELF object by clang at
 * build time (see Makefile.am); this file places that object, byte for
 * byte, in libdtrace's read-only data, between dt_bpflib_image and
 * dt_bpflib_image_end.  At run time the linker (dt_link.c) reads the
 * support functions a generated program calls from this image, so the
 * installed dtrace needs neither clang nor the object file.
 *
 * The path is relative to the top build directory, which the assembler
 * searches (-Wa,-I$(top_builddir) in Makefile.am), so out-of-tree builds
 * find the object where make built it.
 */
	.section .rodata, "a"
	.balign 8		/* libelf reads Elf64 headers in place */
	.global	dt_bpflib_image
	.type	dt_bpflib_image, @object
dt_bpflib_image:
	.incbin	"libdtrace/bpf/dt_bpflib.o"
	.global	dt_bpflib_image_end
	.type	dt_bpflib_image_end, @object
dt_bpflib_image_end:
	.size	dt_bpflib_image, dt_bpflib_image_end - dt_bpflib_image
	.size	dt_bpflib_image_end, 0

/* No executable stack. */
	.section .note.GNU-stack, "", @progbits
