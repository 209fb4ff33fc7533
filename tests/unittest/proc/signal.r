send 10 to tid 1, sent by the target 1
handle 10, by a handler 1
discard 12

