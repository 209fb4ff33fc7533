[barbazbop] [] [obarbazbop] [foobarbazbop] [p]
[] [zbop] [arba] [rbazbop] []
[] [barbazbo] [barba] [] [obarb]
[p] [] [foobarbazbop] [] [f]
[foobarbazbo] []

