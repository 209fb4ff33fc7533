# QEMU's build: "dtrace -DSTAP_SDT_V2 -o trace-dtrace.h -h -s
# trace-events.dtrace" and the same with -G and no objects at all; the
# generated trace functions test QEMU_<EVENT>_ENABLED() || their own state.
. "$(dirname "$0")/common.sh"
exec 2>&1
cd "$T" || exit 1
cp "$HERE/projects/trace-events.dtrace" .
"$DTRACE" -DSTAP_SDT_V2 -o trace-dtrace.h -h -s trace-events.dtrace
echo "status $?"
"$DTRACE" -DSTAP_SDT_V2 -o trace-dtrace.o -G -s trace-events.dtrace
echo "status $?"
cat >trace.c <<'EOC'
#include <stdbool.h>
#include "trace-dtrace.h"
static bool trace_state;
static inline void
trace_qemu_vmalloc(size_t size, void *ptr)
{
	if (trace_state || QEMU_QEMU_VMALLOC_ENABLED())
		trace_state = false;
	QEMU_QEMU_VMALLOC(size, ptr);
}
int
main(void)
{
	char buf[8];
	trace_qemu_vmalloc(sizeof(buf), buf);
	QEMU_GUEST_MEM_BEFORE_EXEC(buf, 0x1000, 3);
	QEMU_VCPU_EXIT();
	return 0;
}
EOC
cc -Wall -Wextra -Werror -O2 -c trace.c || exit 1
cc -o qemu trace.o trace-dtrace.o && ./qemu
echo "status $?"
notes qemu | sort
