/*
 * dt_consume.h -- the consumer (consume/): records read and printed,
 * the consumer's actions, speculations and aggregations' actions, drops
 * reported.
 */
#ifndef DT_CONSUME_H
#define DT_CONSUME_H

#include "dt_impl.h"

/* dt_agg_rate.c: aggrate's snapshot, taken by a consumer pass when due */
void dt_agg_rate_pass(dtrace_hdl_t *);
void dt_agg_rate_free(dtrace_hdl_t *);

/* dt_agg.c */
int dt_agg_action(dtrace_hdl_t *, FILE *, const dt_action_t *,
    const char *rec);

/* dt_consume.c */
int dt_consume(dtrace_hdl_t *, int timeout_ms);
int dt_consume_pfvals(dtrace_hdl_t *, const char *rec, const dt_action_t *,
    dt_pfval_t *);
void dt_consume_print(dtrace_hdl_t *, const dt_epid_t *, const char *rec,
    int cpu);
void dt_consume_effect(dtrace_hdl_t *, const dt_epid_t *, const dt_action_t *,
    const char *rec, FILE *aggfp);

/* dt_consume_act.c: the probe column (default or -F), the actions the
   consumer carries out, and the messages of those that fail */
void dt_consume_probe(dtrace_hdl_t *, uint32_t epid, int cpu);
void dt_consume_act(dtrace_hdl_t *, const dt_epid_t *, const dt_action_t *,
    const char *rec);
void dt_consume_liberr(dtrace_hdl_t *, const dt_epid_t *, const char *fmt,
    ...) __attribute__((format(printf, 3, 4)));
void dt_consume_act_close(dtrace_hdl_t *);

/* dt_spec.c: speculations, the consumer's side */
int dt_spec_load(dtrace_hdl_t *);
int dt_spec_mapfd(const dtrace_hdl_t *);
void dt_spec_teardown(dtrace_hdl_t *);
const dt_action_t *dt_spec_action(const dt_clause_t *, const char *rec);
bool dt_spec_hold(dtrace_hdl_t *, const dt_epid_t *, const char *rec,
    uint32_t size, int cpu);
void dt_spec_finish(dtrace_hdl_t *, const dt_action_t *, const char *rec);
bool dt_spec_silent(const dt_clause_t *);
void dt_spec_pass(dtrace_hdl_t *, bool status);
int dt_spec_timeout(const dtrace_hdl_t *, int timeout_ms);

/* "dtrace: [DTRACEDROP_...] message\n" on stderr (dt_consume.c) */
void dt_drop_report(dtrace_hdl_t *, dt_dropkind_t, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

/* the activity state at dt_global's offset 0 (DT_ACT_*), which the
   driver moves on and the consumer reads */
int dt_global_write_state(dtrace_hdl_t *, uint32_t);
int dt_global_read_state(dtrace_hdl_t *, uint32_t *);

#endif
