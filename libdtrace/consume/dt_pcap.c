/*
 * dt_pcap.c -- what the consumer does with a pcap() record (the layout is
 * dt_check_print.c's): as Oracle's DTrace does when it has no tshark to
 * hand it to (we run no other program), the captured bytes as a hex
 * dump, tracemem()'s layout; or, while freopen() points the output at a
 * file, the packet appended to that file in the pcap format that
 * tcpdump, tshark and wireshark read: a file header when the file is
 * empty (nanosecond timestamps, the protocol of that first packet as the
 * link type, pcapsize as the snapshot length), then a header and the
 * bytes for each packet.  A record that captured nothing (a NULL skb, an
 * unreadable packet) is skipped, as Oracle's is.
 */
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>

#include "dt_impl.h"
#include "consume/dt_print.h"

#define DT_PCAP_MAGIC_NS	0xa1b23c4du	/* pcap, nanosecond stamps */
#define DT_PCAP_DLT_RAW		12		/* PCAP_IP (pcap.d) */
#define DT_PCAP_LINKTYPE_RAW	101		/* its number in a file */

/* The file's link type for a PCAP_* (DLT_*) protocol: libpcap's
   pcap_dump writes DLT_RAW as LINKTYPE_RAW, every other as itself. */
static uint32_t
dt_pcap_linktype(uint64_t proto)
{
	return proto == DT_PCAP_DLT_RAW ? DT_PCAP_LINKTYPE_RAW :
	    (uint32_t)proto;
}

/*
 * What a pcap() record holds: the bytes captured (at most the record's
 * room for them), the packet's length (not less than those), the
 * protocol, and where the bytes are.
 */
const unsigned char *
dt_pcap_read(const char *rec, const dt_action_t *act, uint64_t *cap,
    uint64_t *len, uint64_t *proto)
{
	memcpy(cap, rec + act->act_vals[0].rv_off, sizeof(*cap));
	memcpy(len, rec + act->act_vals[1].rv_off, sizeof(*len));
	memcpy(proto, rec + act->act_vals[2].rv_off, sizeof(*proto));
	if (*cap > act->act_vals[3].rv_size)
		*cap = act->act_vals[3].rv_size;
	if (*len < *cap)
		*len = *cap;
	return (const unsigned char *)rec + act->act_vals[3].rv_off;
}

/* Append the packet to the file the output points at; snap is the most
   a record captures (pcapsize when the program was compiled). */
static void
dt_pcap_save(dtrace_hdl_t *dtp, uint64_t time, uint64_t proto,
    const unsigned char *p, uint32_t caplen, uint32_t len, uint32_t snap)
{
	FILE *fp = dtp->dt_out;
	struct stat st;
	uint64_t wall = time + dtp->dt_walloff;
	uint32_t rec[4] = { (uint32_t)(wall / 1000000000ULL),
	    (uint32_t)(wall % 1000000000ULL), caplen, len };

	fflush(fp);
	if (fstat(fileno(fp), &st) == 0 && st.st_size == 0) {
		uint32_t hdr[6] = { DT_PCAP_MAGIC_NS, 2 | 4 << 16, 0, 0,
		    snap, dt_pcap_linktype(proto) };

		fwrite(hdr, sizeof(hdr), 1, fp);
	}
	fwrite(rec, sizeof(rec), 1, fp);
	fwrite(p, caplen, 1, fp);
	fflush(fp);
}

void
dt_pcap_print(dtrace_hdl_t *dtp, const char *rec, const dt_action_t *act)
{
	uint64_t cap, len, proto, time;
	const unsigned char *p = dt_pcap_read(rec, act, &cap, &len, &proto);

	memcpy(&time, rec + 8, sizeof(time));	/* the record's header */
	if (cap == 0)
		return;
	if (dtp->dt_outsaved >= 0)		/* freopen()'d to a file */
		dt_pcap_save(dtp, time, proto, p, (uint32_t)cap, (uint32_t)len,
		    act->act_vals[3].rv_size);
	else
		dt_print_rawbytes(dtp->dt_out, p, cap);
}
