status 0
  MOD|
  MOD`FUNC|
  MOD`FUNC|MOD`FUNC+0xOFF|

1
some
0 lines twice
