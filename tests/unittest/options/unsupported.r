dtrace: failed to set -x grabanon: Operation not supported
status 1
dtrace: failed to set -x version: Operation not supported
status 1
dtrace: failed to set -x ctypes: Operation not supported
status 1
dtrace: failed to set -x amin: Operation not supported
status 1
