[D_LQUANT_MATCHBASE] in action list: lquantize( ) base (argument #1) doesn't match previous declaration: expected 0, found 1
[D_LQUANT_MATCHLIM] in action list: lquantize( ) limit (argument #2) doesn't match previous declaration: expected 10, found 20
[D_LQUANT_MATCHSTEP] in action list: lquantize( ) step (argument #3) doesn't match previous declaration: expected 1, found 2
[D_LLQUANT_MATCHFACTOR] in action list: llquantize() factor (argument #1) doesn't match previous declaration: expected 10, found 2
[D_LLQUANT_MATCHLMAG] in action list: llquantize() lmag (argument #2) doesn't match previous declaration: expected 0, found 1
[D_LLQUANT_MATCHHMAG] in action list: llquantize() hmag (argument #3) doesn't match previous declaration: expected 2, found 3
[D_LLQUANT_MATCHSTEPS] in action list: llquantize() steps (argument #4) doesn't match previous declaration: expected 10, found 5
