/*
 * dt_json.h -- structured output (-x json, -x oformat=json, -O json): the
 * JSON writer and the consumer's JSON lines (dt_json.c), the aggregation
 * lines (dt_agg_json.c) and stacks as arrays of frames
 * (dt_consume_stack.c).  The format is described at the head of
 * dt_json.c.
 */
#ifndef DT_JSON_H
#define DT_JSON_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

struct dtrace_hdl;
struct dt_epid;
struct dt_type;

bool dt_json_on(const struct dtrace_hdl *);

/* A JSON string of the bytes of s up to its NUL or max bytes, escaped;
   bytes that are not UTF-8 become U+FFFD. */
void dt_json_str(FILE *, const char *s, size_t max);
/* "key": */
void dt_json_key(FILE *, const char *key);
/* [n, n, ...] of n bytes */
void dt_json_bytes(FILE *, const unsigned char *, size_t n);

/* One probe firing's record as one line (the consumer's JSON path). */
void dt_json_record(struct dtrace_hdl *, const struct dt_epid *,
    const char *data, int cpu);

/* dt_consume_stack.c: a stack as an array of frame strings, an address
   function's value as a string */
void dt_stack_json(struct dtrace_hdl *, FILE *, const struct dt_type *,
    const char *data);

#endif
