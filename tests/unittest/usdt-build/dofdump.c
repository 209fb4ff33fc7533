/*
 * dofdump.c -- print the provider definitions of a DOF image file, as
 * usdt_dof_read() returns them (a helper of the usdt-build cases).
 *
 * usage: dofdump FILE
 */
#include <stdio.h>
#include <stdlib.h>

#include "usdt_dof.h"

static const char *const stab[] = { "Internal", "Private", "Obsolete",
    "External", "Unstable", "Evolving", "Stable", "Standard" };
static const char *const cls[] = { "Unknown", "CPU", "Platform", "Group",
    "ISA", "Common" };
static const char *const parts[] = { "provider", "module", "function",
    "name", "args" };

static void
dump_probe(const usdt_dof_probe_t *p)
{
	int i;

	printf("  probe %s%s%s (", p->name, p->func[0] ? " in " : "", p->func);
	for (i = 0; i < p->nargc; i++)
		printf("%s%s", i ? ", " : "", p->nargv[i]);
	printf(") : (");
	for (i = 0; i < p->xargc; i++)
		printf("%s%s = arg%u", i ? ", " : "", p->xargv[i],
		    p->argmap[i]);
	printf(")%s\n", p->noffs || p->nenoffs ? " with offsets" : "");
}

int
main(int argc, char **argv)
{
	static char buf[1 << 20];
	usdt_dof_t *dof;
	char err[256];
	size_t len;
	FILE *fp;
	int i, j;

	if (argc != 2 || (fp = fopen(argv[1], "rb")) == NULL)
		return 2;
	len = fread(buf, 1, sizeof(buf), fp);
	fclose(fp);
	if (usdt_dof_read(buf, len, &dof, err, sizeof(err)) != 0) {
		printf("%s\n", err);
		return 1;
	}
	printf("DOF version %d, %s, %d provider%s\n", dof->version,
	    dof->model == DOF_MODEL_LP64 ? "LP64" : "ILP32", dof->nprovs,
	    dof->nprovs == 1 ? "" : "s");
	for (i = 0; i < dof->nprovs; i++) {
		const usdt_dof_provider_t *pv = &dof->provs[i];

		printf("provider %s\n", pv->name);
		for (j = 0; j < USDT_DOF_NATTR; j++)
			printf("  %-8s %s/%s/%s\n", parts[j],
			    stab[pv->attr[j].name], stab[pv->attr[j].data],
			    cls[pv->attr[j].dclass]);
		for (j = 0; j < pv->nprobes; j++)
			dump_probe(&pv->probes[j]);
	}
	usdt_dof_free(dof);
	return 0;
}
