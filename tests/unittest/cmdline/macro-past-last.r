dtrace: failed to compile script past.d: line 3: macro argument $3 is not defined
exit 1
dtrace: invalid probe specifier profile-$3 { exit(0); }: invalid probe description "profile-$3": Undefined macro variable in probe description
exit 1
two

exit 0
