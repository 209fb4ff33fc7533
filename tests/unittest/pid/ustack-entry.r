api_add begins with lea (%rdi,%rsi,1),%eax
scale begins with push %rbp
status 0
sum 15

              matrix`scale
              matrix`api_sum+0x2a
              matrix`main+0x15

              matrix`api_add
              matrix`scale+0x11
              matrix`api_sum+0x2a
              matrix`main+0x15

              matrix`api_add

              matrix`api_add
              matrix`scale+0x11

