dtrace: invalid probe specifier inline int foo = 1; inline int foo = 8;: [D_DECL_IDRED] identifier redefined: foo
	 current: inline definition
	previous: scalar inline
status 1
dtrace: invalid probe specifier inline int f[int x] = x; inline int f = 8;: [D_DECL_IDRED] identifier redefined: f
	 current: inline definition
	previous: associative array inline
status 1
dtrace: invalid probe specifier inline int rand = 7;: [D_DECL_IDRED] identifier redefined: rand
	 current: inline definition
	previous: function 
status 1
dtrace: invalid probe specifier inline int trace = 7;: [D_DECL_IDRED] identifier redefined: trace
	 current: inline definition
	previous: tracing function 
status 1
dtrace: invalid probe specifier inline int count = 7;: [D_DECL_IDRED] identifier redefined: count
	 current: inline definition
	previous: aggregating function 
status 1
dtrace: invalid probe specifier inline int timestamp = 7;: [D_DECL_IDRED] identifier redefined: timestamp
	 current: inline definition
	previous: scalar 
status 1
dtrace: invalid probe specifier inline int args = 7;: [D_DECL_IDRED] identifier redefined: args
	 current: inline definition
	previous: associative array 
status 1
dtrace: invalid probe specifier int x; inline int x = 7;: [D_DECL_IDRED] identifier redefined: x
	 current: inline definition
	previous: scalar 
status 1
dtrace: invalid probe specifier enum e { E1 }; inline int E1 = 2;: [D_DECL_IDRED] identifier redefined: E1
	 current: inline definition
	previous: enumerator 
status 1
