NAME             OFFSET KND SCP FLAG TYPE
var              8      scl glb r    D type (array) by ref (size 10)
