status 0
sum 15
api_sum(3, scale)
  matrix`scale                                      |
  matrix                                            |
  matrix`scale                                      |
api_sum:OFF at the call of scale
api_add(0, 1)

              matrix`api_add
              matrix`scale+0x21
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

