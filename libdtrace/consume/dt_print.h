/*
 * dt_print.h -- printing what trace(), tracemem() and print() recorded
 * (dt_print.c), and the hex dump they share; and pcap()'s (dt_pcap.c).
 */
#ifndef DT_PRINT_H
#define DT_PRINT_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

struct dtrace_hdl;
struct dt_recval;
struct dt_action;

void dt_print_rawbytes(FILE *, const unsigned char *, size_t);
void dt_print_trace(struct dtrace_hdl *, const char *rec,
    const struct dt_recval *);
/* dt_pcap.c: a pcap() record, printed or saved to a freopen()'d file */
void dt_pcap_print(struct dtrace_hdl *, const char *rec,
    const struct dt_action *);
const unsigned char *dt_pcap_read(const char *rec, const struct dt_action *,
    uint64_t *cap, uint64_t *len, uint64_t *proto);
void dt_print_tracemem(struct dtrace_hdl *, const char *rec,
    const struct dt_action *);
void dt_print_print(struct dtrace_hdl *, FILE *, const char *rec,
    const struct dt_action *);
/* bytes that are not an integer: the string they hold, in a column of
   width, or their hex dump (aggregation keys) */
void dt_print_bytes(struct dtrace_hdl *, FILE *, const unsigned char *,
    size_t, int width);
/* the length of the string a char array holds, or -1 if it holds
   something else (trace() then dumps its bytes) */
long dt_print_strlen(const unsigned char *, size_t);

#endif
