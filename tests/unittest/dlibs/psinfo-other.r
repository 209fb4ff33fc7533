child: argc 0 envp 0 argv 1 size 1
parent: argc 3 envp 1

