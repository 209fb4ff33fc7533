status 0
sum 28023976
calls 8000
returns 8000
return values % 1000 sum 23976
from the main thread 0
mismatched returns 0
id 0 1000
id 1 1000
id 2 1000
id 3 1000
id 4 1000
id 5 1000
id 6 1000
id 7 1000
a thread 1000
a thread 1000
a thread 1000
a thread 1000
a thread 1000
a thread 1000
a thread 1000
a thread 1000

8 threads
