== -x json
dtrace: description 'BEGIN ' matched 3 probes
{"timestamp":T,"cpu":C,"id":1,"enabled-id":1,"probe-description":{"provider":"dtrace","module":"","function":"","name":"BEGIN"},"output":[{"value":1}]}
{"timestamp":T,"cpu":C,"id":1,"enabled-id":2,"probe-description":{"provider":"dtrace","module":"","function":"","name":"BEGIN"},"output":[]}
{"timestamp":T,"cpu":C,"id":1,"enabled-id":3,"probe-description":{"provider":"dtrace","module":"","function":"","name":"BEGIN"},"output":[{"exit":0}]}
== -x oformat=json
dtrace: description 'BEGIN ' matched 3 probes
{"timestamp":T,"cpu":C,"id":1,"enabled-id":1,"probe-description":{"provider":"dtrace","module":"","function":"","name":"BEGIN"},"output":[{"value":1}]}
{"timestamp":T,"cpu":C,"id":1,"enabled-id":2,"probe-description":{"provider":"dtrace","module":"","function":"","name":"BEGIN"},"output":[]}
{"timestamp":T,"cpu":C,"id":1,"enabled-id":3,"probe-description":{"provider":"dtrace","module":"","function":"","name":"BEGIN"},"output":[{"exit":0}]}
== -O json
dtrace: description 'BEGIN ' matched 3 probes
{"timestamp":T,"cpu":C,"id":1,"enabled-id":1,"probe-description":{"provider":"dtrace","module":"","function":"","name":"BEGIN"},"output":[{"value":1}]}
{"timestamp":T,"cpu":C,"id":1,"enabled-id":2,"probe-description":{"provider":"dtrace","module":"","function":"","name":"BEGIN"},"output":[]}
{"timestamp":T,"cpu":C,"id":1,"enabled-id":3,"probe-description":{"provider":"dtrace","module":"","function":"","name":"BEGIN"},"output":[{"exit":0}]}
== -x json -q
{"timestamp":T,"cpu":C,"id":1,"enabled-id":1,"probe-description":{"provider":"dtrace","module":"","function":"","name":"BEGIN"},"output":[{"value":1}]}
{"timestamp":T,"cpu":C,"id":1,"enabled-id":3,"probe-description":{"provider":"dtrace","module":"","function":"","name":"BEGIN"},"output":[{"exit":0}]}
== pragma
{"timestamp":T,"cpu":C,"id":1,"enabled-id":1,"probe-description":{"provider":"dtrace","module":"","function":"","name":"BEGIN"},"output":[{"exit":0}]}
== -x oformat=text
1

== -x oformat=none
1

== -x json=no
1

== -O xml
dtrace: failed to set -O xml: Invalid value for specified option
exit 1
== -x oformat=html
dtrace: failed to set -x oformat: Invalid value for specified option
exit 1
== -o
{"timestamp":T,"cpu":C,"id":1,"enabled-id":1,"probe-description":{"provider":"dtrace","module":"","function":"","name":"BEGIN"},"output":[{"exit":0}]}
{"aggregation-name":"","aggregation-data":[{"keys":[1],"value":1}]}
