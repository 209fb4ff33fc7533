[D_OP_DYN] in action list: operator = operands cannot be of dynamic type
status 1
[D_OP_DYN] in action list: operator += operands cannot be of dynamic type
status 1
[D_OP_INCOMPAT] in action list: operands have incompatible types: "dynamic variable" + "int"
status 1
[D_OP_ARITH] in action list: operator * requires operands of arithmetic type
status 1
[D_OP_INT] in action list: operator & requires operands of integral type
status 1
[D_OP_INCOMPAT] in action list: operands have incompatible types: "dynamic variable" < "int"
status 1
[D_OP_SCALAR] in action list: operator ! requires an operand of scalar type
status 1
[D_OP_SCALAR] in action list: operator ?: expression must be of scalar type
status 1
[D_OP_DYN] in action list: operator ?: operands cannot be of dynamic type
status 1
[D_OP_DYN] in action list: operator , operands cannot be of dynamic type
status 1
[D_CAST_INVAL] in action list: invalid cast expression: "dynamic variable" to "int"
status 1
[D_TRACE_DYN] in action list: trace( ) may not be applied to a dynamic expression
status 1
[D_PRINTF_ARG_TYPE] in action list: printf( ) argument #2 is incompatible with conversion #1 prototype:
	conversion: %d
	 prototype: char, short, int, long, or long long
	  argument: dynamic variable
status 1
[D_KEY_TYPE] in action list: dynamic variable expression may not be used as associative array index: key #1
status 1
[D_PRED_SCALAR] in predicate: predicate result must be of scalar type
status 1
