/*
 * An inline array: each use is the inline's expression over the use's
 * arguments, converted to the parameters' types; one may be an xlate,
 * whose members are read as those of any translation.  A parameter
 * without a name takes its key and is not used.
 */
#pragma D option quiet

struct in_s {
	int v;
};

struct out_s {
	int twice;
	string tag;
};

translator struct out_s < struct in_s *p >
{
	twice = p == NULL ? -1 : p->v * 2;
	tag = p == NULL ? "<none>" : "some";
};

struct in_s ins[4];

inline int sq[int x] = x * x;
inline string pick[int i, string a, string b] = i ? a : b;
inline char low[int c] = c;
inline int second[int, int b] = b;
inline struct out_s outs[int i] = xlate <struct out_s> (
    i >= 0 && i < 4 ? &ins[i] : NULL);

BEGIN
{
	ins[2].v = 21;
	printf("%d %d %d\n", sq[3], sq[-4], sq[sq[2]]);
	printf("%s %s\n", pick[1, "yes", "no"], pick[0, "yes", "no"]);
	printf("%d %d\n", low[0x141], second[1, 2]);
	printf("%d %s\n", outs[2].twice, outs[2].tag);
	printf("%d %s\n", outs[7].twice, outs[-1].tag);
	printf("%d\n", outs[sq[1] + 1].twice + sq[outs[2].twice - 40]);
	exit(0);
}
