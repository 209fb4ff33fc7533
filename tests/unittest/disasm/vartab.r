NAME             ID   OFFSET KND SCP RANGE       FLAG TYPE
ts               1           scl tls [N-N]       w    D type (integer) (size 4)
arr              3           arr tls [N-N]       r/w  D type (integer) (size 4)
timestamp        1a          scl glb [N-N]       r    D type (integer) (size 8)
probename        22          scl glb [N-N]       r    string (unknown) by ref (size 256)
pid              14          scl glb [N-N]       r    D type (integer) (size 4)
execname         19          scl glb [N-N]       r    string (unknown) by ref (size 256)
g                1    0      scl glb [N-N]       r/w  D type (integer) (size 4)
p                2    8      scl glb [N-N]       r    D type (struct) by ref (size 8)
u                3    16     scl glb [N-N]       r    D type (union) by ref (size 4)
e                4    24     scl glb [N-N]       w    D type (enum) (size 4)
a                2           arr glb [N-N]       w    string (unknown) by ref (size 256)
s                5    32     scl glb [N-N]       w    string (unknown) by ref (size 256)
n                1    0      scl loc [N-N]       r/w  D type (integer) (size 4)
p                2    8      scl loc [N-N]       w    D type (pointer) (size 8)

NAME             ID   OFFSET KND SCP RANGE       FLAG TYPE
x                1    0      scl glb [N-N]       w    D type (struct) by ref (size 4)
y                2    8      scl glb [N-N]       r    D type (struct) by ref (size 4)

