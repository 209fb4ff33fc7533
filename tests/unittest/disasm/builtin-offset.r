NAME             OFFSET KND SCP FLAG TYPE
uregs                   arr glb r    D type (integer) (size 8)
timestamp               scl glb r    D type (integer) (size 8)
arg0                    scl glb r    D type (integer) (size 8)
probefunc               scl glb r    string (unknown) by ref (size 256)
pid                     scl glb r    D type (integer) (size 4)
execname                scl glb r    string (unknown) by ref (size 256)
walltimestamp           scl glb r    D type (integer) (size 8)
