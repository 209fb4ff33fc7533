dtrace: invalid probe specifier 1: probe identifier 1 not permitted when specifying providers
-P 1: exit 1
dtrace: invalid probe specifier 1: probe identifier 1 not permitted when specifying modules
-m 1: exit 1
dtrace: invalid probe specifier 2: probe identifier 2 not permitted when specifying functions
-f 2: exit 1
dtrace: invalid probe specifier 1: [D_PDESC_INVAL] probe identifier 1 not permitted when specifying providers
-x errtags -P 1: exit 1
dtrace: invalid probe specifier 99999999999: identifier 99999999999 exceeds maximum probe id
-n 99999999999: exit 1
   ID   PROVIDER            MODULE                          FUNCTION NAME
    1     dtrace                                                     BEGIN
    2     dtrace                                                     END
    3     dtrace                                                     ERROR
-l -P :dtrace: exit 0
   ID   PROVIDER            MODULE                          FUNCTION NAME
    1     dtrace                                                     BEGIN
    2     dtrace                                                     END
    3     dtrace                                                     ERROR
-l -m :dtrace:: exit 0
   ID   PROVIDER            MODULE                          FUNCTION NAME
    1     dtrace                                                     BEGIN
-l -n ::::BEGIN: exit 0
dtrace: invalid probe specifier profile:::tick-1s: invalid probe description "profile:::tick-1s": Overspecified probe description
-l -f profile:::tick-1s: exit 1
