/*
 * dt_type_inet.c -- the network address types D's inet subroutines take,
 * declared as DTrace's D library declares them on Linux:
 *
 *	typedef uint32_t ipaddr_t;		(in network byte order)
 *	struct in6_addr { union { uint8_t u6_addr8[16];
 *	    uint16_t u6_addr16[8]; uint32_t u6_addr32[4]; } in6_u; };
 *	typedef struct in6_addr in6_addr_t;
 */
#include "types/dt_type.h"

/* a member at offset 0 of a union, or the only one of a struct */
static void
dt_type_inet_member(dt_typetab_t *tt, dt_type_t *sou, const char *name,
    dt_type_t *mt)
{
	dt_member_t *m = dt_arena_alloc(tt->tt_arena, sizeof(*m)), **tail;

	m->dm_name = name;
	m->dm_type = mt;
	if (mt->dt_size > sou->dt_size)
		sou->dt_size = mt->dt_size;
	if (mt->dt_align > sou->dt_align)
		sou->dt_align = mt->dt_align;
	for (tail = &sou->dt_members; *tail != NULL; tail = &(*tail)->dm_next)
		;
	*tail = m;
}

void
dt_type_init_inet(dt_typetab_t *tt)
{
	dt_type_t *u8 = dt_type_lookup_typedef(tt, "uint8_t");
	dt_type_t *u16 = dt_type_lookup_typedef(tt, "uint16_t");
	dt_type_t *u32 = dt_type_lookup_typedef(tt, "uint32_t");
	dt_type_t *in6 = dt_type_new_tag(tt, DT_TK_STRUCT, "in6_addr");
	dt_type_t *u = dt_type_new_tag(tt, DT_TK_UNION, NULL);

	dt_type_add_typedef(tt, "ipaddr_t", u32);
	u->dt_size = in6->dt_size = 0;
	dt_type_inet_member(tt, u, "u6_addr8", dt_type_array(tt, u8, 16));
	dt_type_inet_member(tt, u, "u6_addr16", dt_type_array(tt, u16, 8));
	dt_type_inet_member(tt, u, "u6_addr32", dt_type_array(tt, u32, 4));
	u->dt_complete = true;
	dt_type_inet_member(tt, in6, "in6_u", u);
	in6->dt_complete = true;
	dt_type_add_typedef(tt, "in6_addr_t", in6);
}
