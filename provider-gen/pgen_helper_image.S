/*
 * pgen_helper_image.S -- embeds the -G helper object into libdtrace.
 *
 * helper/dth_embed.c is compiled to a relocatable ELF object when DTrace is
 * built (helper/Makefile.inc); this file places that object, byte for
 * byte, in libdtrace's read-only data between pgen_helper_image and
 * pgen_helper_image_end.  "dtrace -G" merges its sections into every
 * object it writes (pgen_elf.c), so the installed dtrace needs neither a
 * compiler nor the object file.
 */
	.section .rodata, "a"
	.balign 8		/* libelf reads Elf64 headers in place */
	.global	pgen_helper_image
	.type	pgen_helper_image, @object
pgen_helper_image:
	.incbin	"helper/dth_embed.o"
	.global	pgen_helper_image_end
	.type	pgen_helper_image_end, @object
pgen_helper_image_end:
	.size	pgen_helper_image, pgen_helper_image_end - pgen_helper_image
	.size	pgen_helper_image_end, 0

/* No executable stack. */
	.section .note.GNU-stack, "", @progbits
