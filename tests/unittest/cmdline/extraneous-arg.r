dtrace: invalid probe specifier 12: extraneous argument '10' ($1 is not referenced)
exit 1
dtrace: invalid probe specifier 1: extraneous argument '4' ($3 is not referenced)
exit 1
dtrace: invalid probe specifier BEGIN { trace($1); exit(0); }: extraneous argument 'two' ($2 is not referenced)
exit 1
two

exit 0
argref

exit 0
dtrace: failed to compile script x.d: [D_MACRO_UNUSED] line 5: extraneous argument 'this is test' ($1 is not referenced)
exit 1
