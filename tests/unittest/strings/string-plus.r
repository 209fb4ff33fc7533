[acing] [] 1

