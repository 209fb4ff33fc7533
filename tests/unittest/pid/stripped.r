status 0
sum 15
api_sum(3, scale)
  matrix`0x5572c4fb814d                             |
  matrix                                            |
  matrix`0x5572c4fb814e                             |
api_add(0, 1)

              matrix`api_add
              matrix`0x5572c4fb816e
              matrix`api_sum+0x2f
              matrix`main+0x18
api_add returns 1 at a ret
api_add(3, 1)
api_add returns 4 at a ret
api_add(6, 1)
api_add returns 7 at a ret
api_sum returns 15 at a ret

dtrace: pid PID has exited
dtrace: invalid probe specifier pid$target:a.out:scale:entry { }: probe description pidPID:a.out:scale:entry does not match any probes
status 1
