-5 65000 -100000 1099511627776 hello
site 7 -9
site -18 8

status 0
	Argument Types
		args[0]: int8_t
		args[1]: uint16_t
		args[2]: int32_t
		args[3]: uint64_t
		args[4]: uint64_t

