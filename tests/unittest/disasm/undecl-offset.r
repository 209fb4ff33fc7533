NAME             OFFSET KND SCP FLAG TYPE
a                0      scl glb r/w  string (unknown) by ref (size 256)
b                264    scl glb w    string (unknown) by ref (size 256)
