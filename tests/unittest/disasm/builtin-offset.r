NAME             OFFSET KND SCP FLAG TYPE
arg0                    scl glb r    D type (integer) (size 8)
pid                     scl glb r    D type (integer) (size 4)
execname                scl glb r    string (unknown) by ref (size 256)
timestamp               scl glb r    D type (integer) (size 8)
walltimestamp           scl glb r    D type (integer) (size 8)
probefunc               scl glb r    string (unknown) by ref (size 256)
uregs                   arr glb r    D type (integer) (size 8)
