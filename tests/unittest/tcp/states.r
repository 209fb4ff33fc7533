client   state-closed         state-syn-sent 2
client   state-syn-sent       state-established 1
server   state-closed         state-listen 1
server   state-listen         state-syn-received 1
server   state-syn-received   state-established 1
accept-established PORT 1 1 1 0 0 <unknown> 0 1
connect-established PORT 1 1 1 0 0 <unknown> 0 1
connect-refused PORT 1 1 1 0 0 <unknown> 0 1
connect-request PORT 1 1 1 0 0 <unknown> 0 1
connect-request PORT 1 1 1 0 0 <unknown> 0 1

status 0
