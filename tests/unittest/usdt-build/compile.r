gcc -std=c99: 8 myapp:all__types -1@ 1@ -2@ 2@ -4@ 4@ -8@ 8@ -8@ 8@ 8@ 8@
gcc -std=gnu11: 8 myapp:all__types -1@ 1@ -2@ 2@ -4@ 4@ -8@ 8@ -8@ 8@ 8@ 8@
clang -std=c99: 8 myapp:all__types -1@ 1@ -2@ 2@ -4@ 4@ -8@ 8@ -8@ 8@ 8@ 8@
clang -std=gnu11: 8 myapp:all__types -1@ 1@ -2@ 2@ -4@ 4@ -8@ 8@ -8@ 8@ 8@ 8@
g++ -std=c++11: 8 myapp:all__types -1@ 1@ -2@ 2@ -4@ 4@ -8@ 8@ -8@ 8@ 8@ 8@
clang++ -std=c++11: 8 myapp:all__types -1@ 1@ -2@ 2@ -4@ 4@ -8@ 8@ -8@ 8@ 8@ 8@
