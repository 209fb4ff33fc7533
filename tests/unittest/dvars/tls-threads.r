thread exits after 10 calls
thread exits after 20 calls
thread exits after 30 calls
thread exits after 40 calls

               10                1
               20                1
               30                1
               40                1
exit 0
