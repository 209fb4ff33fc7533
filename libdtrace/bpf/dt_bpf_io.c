/*
 * dt_bpf_io.c -- the file of a bio, for dlibs/io.d's fileinfo_t of
 * io:::start and io:::done (included by dt_bpflib.c after dt_bpf_proc.c,
 * whose dt_kptr() it uses; called from dt_cg_subr.c).
 *
 * A bio knows its pages, not the file it is for.  Its first page (that
 * of its current segment, bi_io_vec[bi_iter.bi_idx]) tells, when it is
 * in a file's page cache: the mapping of its folio (read from the head
 * page: a tail page's compound_head is the head's address + 1) is then
 * an address_space, whose host is the file's inode.  An anonymous or
 * movable page's mapping is a tagged pointer (low bits not 0), and a
 * block device's own page cache (file system metadata) has a host that
 * is not a regular file: those bios have no file.
 *
 * The field offsets come from the kernel's BTF, two bytes each (the
 * code generator packs them):
 *	o1: bio.bi_io_vec, bio.bi_vcnt, bio.bi_iter + bvec_iter.bi_idx,
 *	    page.compound_head
 *	o2: page.mapping, address_space.host, inode.i_mode
 * struct bio_vec is { bv_page, bv_len, bv_offset } (16 bytes), as it has
 * always been.
 */
#define DT_S_IFMT	0170000
#define DT_S_IFREG	0100000

/* the inode of the regular file whose page cache holds bio's first
   page, or 0 */
DT_BPF_FUNC uint64_t
dt_bio_inode(const char *bio, uint64_t o1, uint64_t o2)
{
	const char *vec = dt_kptr(bio, DT_OFF(o1, 0)), *page, *map, *inode;
	uint16_t vcnt = 0, mode = 0;
	unsigned int idx = 0;
	uint64_t head = 0;

	if (vec == 0 ||
	    bpf_probe_read_kernel(&vcnt, sizeof(vcnt), bio + DT_OFF(o1, 1)) ||
	    bpf_probe_read_kernel(&idx, sizeof(idx), bio + DT_OFF(o1, 2)) ||
	    idx >= vcnt)
		return 0;
	page = dt_kptr(vec, (uint64_t)idx * 16);
	if (page == 0 || bpf_probe_read_kernel(&head, sizeof(head),
	    page + DT_OFF(o1, 3)))
		return 0;
	if (head & 1)
		page = (const char *)(head - 1);
	map = dt_kptr(page, DT_OFF(o2, 0));
	if (map == 0 || ((uint64_t)map & 3) != 0)
		return 0;
	inode = dt_kptr(map, DT_OFF(o2, 1));
	if (inode == 0 || bpf_probe_read_kernel(&mode, sizeof(mode),
	    inode + DT_OFF(o2, 2)) || (mode & DT_S_IFMT) != DT_S_IFREG)
		return 0;
	return (uint64_t)inode;
}
