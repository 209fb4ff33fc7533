NAME             OFFSET KND SCP FLAG TYPE
var              8      scl glb w    D type (integer) (size 1)
NAME             OFFSET KND SCP FLAG TYPE
var              8      scl glb w    D type (integer) (size 2)
NAME             OFFSET KND SCP FLAG TYPE
var              8      scl glb w    D type (integer) (size 4)
NAME             OFFSET KND SCP FLAG TYPE
var              8      scl glb w    D type (integer) (size 8)
NAME             OFFSET KND SCP FLAG TYPE
var              8      scl glb w    D type (pointer) (size 8)
NAME             OFFSET KND SCP FLAG TYPE
var              8      scl glb r    D type (array) by ref (size 10)
NAME             OFFSET KND SCP FLAG TYPE
var              8      scl glb r    D type (struct) by ref (size 4)
NAME             OFFSET KND SCP FLAG TYPE
var              8      scl glb r    D type (struct) by ref (size 18)
