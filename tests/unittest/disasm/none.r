0
NAME             ID   OFFSET KND SCP RANGE       FLAG TYPE
pid              14          scl glb [N-N]       r    D type (integer) (size 4)

