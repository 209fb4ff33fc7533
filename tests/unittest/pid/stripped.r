status 0
sum 15
api_sum(3, scale)
  matrix`0x56525f50d14d                             |
  matrix                                            |
  matrix`0x56525f50d14e                             |
api_sum:OFF at the call of scale
api_add(0, 1)

              matrix`api_add
              matrix`0x56525f50d16e
              matrix`api_sum+0x2f
              matrix`main+0x18
api_add returns 1 at a ret
api_sum:OFF at the call of scale
api_add(3, 1)
api_add returns 4 at a ret
api_sum:OFF at the call of scale
api_add(6, 1)
api_add returns 7 at a ret
api_sum returns 15 at a ret

dtrace: invalid probe specifier pid$target:a.out:scale:entry { }: failed to lookup 'scale' in module 'a.out'
status 1
