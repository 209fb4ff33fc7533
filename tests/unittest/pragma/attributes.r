3

status 0
dtrace: failed to compile script unused.d: [D_PRAGMA_UNUSED] line 3: unused #pragma attributes
status 1
dtrace: failed to compile script late.d: line 1: unused #pragma binding
status 1
dtrace: failed to compile script builtin.d: [D_PRAGMA_SCOPE] line 1: #pragma attributes cannot modify entity defined outside program scope
status 1
dtrace: failed to compile script part.d: line 1: invalid component "profile" in attribute #pragma for provider nam
status 1
