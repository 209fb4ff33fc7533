status 0
sum 47
tail(5)
tail returns at a ret or jump, a tail call
leaf(10)
leaf returns 11 at a ret or jump
maybe(0)
maybe returns -1 at +9
maybe(3)
maybe returns at +2, a tail call
leaf(3)
leaf returns 4 at a ret or jump
viaptr(leaf, 20)
viaptr returns at a ret or jump, a tail call
leaf(20)
leaf returns 21 at a ret or jump
pick(4)
pick returns 11 at a ret or jump
jumper(0)
escape(0)
escape returns at a ret or jump
jumper returns 1 at a ret or jump
jumper(7)
escape(7)
main returns 0

