dtrace: invalid probe specifier BEGIN { trace(mutex_owned()); }: [D_PROTO_LEN] in action list: mutex_owned( ) prototype mismatch: 0 args passed, 1 expected
mutex_owned(): status 1
dtrace: invalid probe specifier BEGIN { trace(mutex_owner(1)); }: [D_PROTO_ARG] in action list: mutex_owner( ) argument #1 is incompatible with prototype:
	prototype: struct mutex *
	 argument: int
mutex_owner(1): status 1
dtrace: invalid probe specifier BEGIN { trace(mutex_type_adaptive((int *)0, 1)); }: [D_PROTO_LEN] in action list: mutex_type_adaptive( ) prototype mismatch: 2 args passed, 1 expected
mutex_type_adaptive((int *)0, 1): status 1
dtrace: invalid probe specifier BEGIN { trace(mutex_type_spin(curthread)); }: [D_PROTO_ARG] in action list: mutex_type_spin( ) argument #1 is incompatible with prototype:
	prototype: struct mutex *
	 argument: struct task_struct *
mutex_type_spin(curthread): status 1
dtrace: invalid probe specifier BEGIN { trace(rw_read_held()); }: [D_PROTO_LEN] in action list: rw_read_held( ) prototype mismatch: 0 args passed, 1 expected
rw_read_held(): status 1
dtrace: invalid probe specifier BEGIN { trace(rw_write_held(1)); }: [D_PROTO_ARG] in action list: rw_write_held( ) argument #1 is incompatible with prototype:
	prototype: rwlock_t *
	 argument: int
rw_write_held(1): status 1
dtrace: invalid probe specifier BEGIN { trace(rw_iswriter((struct mutex *)0)); }: [D_PROTO_ARG] in action list: rw_iswriter( ) argument #1 is incompatible with prototype:
	prototype: rwlock_t *
	 argument: struct mutex *
rw_iswriter((struct mutex *)0): status 1
mutex_owner((struct mutex *)0)->pid: status 0
rw_iswriter((rwlock_t *)0) + mutex_owned(NULL): status 0
dtrace: invalid probe specifier BEGIN { trace(link_ntop(1)); }: [D_PROTO_LEN] in action list: link_ntop( ) prototype mismatch: 1 arg passed, 2 expected
link_ntop(1): status 1
dtrace: invalid probe specifier BEGIN { trace(link_ntop("a", 0)); }: [D_PROTO_ARG] in action list: link_ntop( ) argument #1 is incompatible with prototype:
	prototype: int
	 argument: string
link_ntop("a", 0): status 1
status 0
