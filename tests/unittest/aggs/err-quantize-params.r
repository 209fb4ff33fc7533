[D_LQUANT_BASETYPE] in action list: lquantize( ) argument #1 must be an integer constant
[D_LQUANT_BASEVAL] in action list: lquantize( ) argument #1 must be a 32-bit quantity
[D_LQUANT_LIMTYPE] in action list: lquantize( ) argument #2 must be an integer constant
[D_LQUANT_LIMVAL] in action list: lquantize( ) argument #2 must be a 32-bit quantity
[D_LQUANT_MISMATCH] in action list: lquantize( ) base (argument #1) must be less than limit (argument #2)
[D_LQUANT_MISMATCH] in action list: lquantize( ) base (argument #1) must be less than limit (argument #2)
[D_LQUANT_STEPTYPE] in action list: lquantize( ) argument #3 must be a non-zero positive integer constant
[D_LQUANT_STEPTYPE] in action list: lquantize( ) argument #3 must be a non-zero positive integer constant
[D_LQUANT_STEPTYPE] in action list: lquantize( ) argument #3 must be a non-zero positive integer constant
[D_LQUANT_STEPVAL] in action list: lquantize( ) argument #3 must be a 16-bit quantity
[D_LQUANT_STEPLARGE] in action list: lquantize( ) step (argument #3) too large: must have at least one quantization level
[D_LQUANT_STEPSMALL] in action list: lquantize( ) step (argument #3) too small: number of quantization levels must be a 16-bit quantity
[D_PROTO_ARG] in action list: lquantize( ) increment value (argument #5) must be of scalar type
[D_PROTO_LEN] in action list: lquantize( ) prototype mismatch: 6 args passed, at most 5 expected
[D_LQUANT_BASETYPE] in action list: lquantize( ) argument #1 must be an integer constant
[D_LLQUANT_FACTORVAL] in action list: llquantize( ) argument #1 must be an unsigned 16-bit quantity greater than or equal to 2
[D_LLQUANT_FACTORTYPE] in action list: llquantize( ) argument #1 must be an integer constant
[D_LLQUANT_FACTORVAL] in action list: llquantize( ) argument #1 must be an unsigned 16-bit quantity greater than or equal to 2
[D_LLQUANT_LMAGTYPE] in action list: llquantize( ) argument #2 must be an integer constant
[D_LLQUANT_LMAGVAL] in action list: llquantize( ) argument #2 must be an unsigned 16-bit quantity
[D_LLQUANT_HMAGTYPE] in action list: llquantize( ) argument #3 must be an integer constant
[D_LLQUANT_HMAGVAL] in action list: llquantize( ) argument #3 must be an unsigned 16-bit quantity
[D_LLQUANT_HMAGVAL] in action list: llquantize( ) argument #3 (high magnitude) must be at least argument #2 (low magnitude)
[D_LLQUANT_HMAGVAL] in action list: llquantize( ) argument #3 (high magnitude) will cause overflow of 64 bits
[D_LLQUANT_STEPTYPE] in action list: llquantize( ) argument #4 must be a non-zero positive integer constant
[D_LLQUANT_STEPTYPE] in action list: llquantize( ) argument #4 must be a non-zero positive integer constant
[D_LLQUANT_STEPTYPE] in action list: llquantize( ) argument #4 must be a non-zero positive integer constant
[D_LLQUANT_STEPVAL] in action list: llquantize( ) argument #4 must be an unsigned 16-bit quantity
[D_LLQUANT_STEPVAL] in action list: llquantize() argument #4 (steps) must evenly divide argument #1 (factor) when steps<factor
[D_LLQUANT_STEPVAL] in action list: llquantize() argument #4 (steps) must be a multiple of argument #1 (factor) when steps>factor
[D_LLQUANT_STEPVAL] in action list: llquantize() argument #4 (steps) must evenly divide the square of argument #1 (factor) when steps>factor and lmag==0
[D_LLQUANT_STEPVAL] in action list: llquantize() argument #4 (steps) must evenly divide pow(argument #1 (factor), lmag (argument #2) + 1) when steps>factor and lmag>0
[D_PROTO_ARG] in action list: llquantize( ) increment value (argument #6) must be of scalar type
[D_PROTO_LEN] in action list: llquantize( ) prototype mismatch: 7 args passed, at most 6 expected
[D_PROTO_ARG] in action list: quantize( ) increment value (argument #2) must be of scalar type
[D_PROTO_LEN] in action list: quantize( ) prototype mismatch: 3 args passed, at most 2 expected
[D_PROTO_LEN] in action list: lquantize( ) prototype mismatch: 2 args passed, at least 3 expected
