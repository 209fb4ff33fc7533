[dtrace] [] [] [BEGIN] 1
[dtrace] [END] 2

