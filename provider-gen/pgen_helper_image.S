/*
 * pgen_helper_image.S -- embeds the -G helper objects into libdtrace.
 *
 * helper/dth_embed.c is compiled to a relocatable ELF object when DTrace is
 * built (helper/Makefile.inc); this file places that object, byte for
 * byte, in libdtrace's read-only data between pgen_helper_image and
 * pgen_helper_image_end.  "dtrace -G" merges its sections into every
 * object it writes (pgen_elf.c), so the installed dtrace needs neither a
 * compiler nor the object file.
 *
 * The same code compiled for i386 (helper/dth_embed32.o, built when the
 * compiler can: configure's -m32 check) goes between pgen_helper_image32
 * and pgen_helper_image32_end, for "dtrace -G -32".  Without it that
 * image is empty and -32 objects get no helper.
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

	.balign 8
	.global	pgen_helper_image32
	.type	pgen_helper_image32, @object
pgen_helper_image32:
#ifdef DTH_EMBED32
	.incbin	"helper/dth_embed32.o"
#endif
	.global	pgen_helper_image32_end
	.type	pgen_helper_image32_end, @object
pgen_helper_image32_end:
	.size	pgen_helper_image32, . - pgen_helper_image32
	.size	pgen_helper_image32_end, 0

/* No executable stack. */
	.section .note.GNU-stack, "", @progbits
