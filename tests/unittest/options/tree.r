tree=1
Parse tree (Pass 1):
  CLAUSE
    PDESC syscall::write:entry
    PREDICATE
      OP2 ==
        IDENT pid
        INT 0x1
    ACTION
      STATEMENT
        OP2 =
          IDENT myvar_int
          INT 0x4
      STATEMENT
        OP2 =
          IDENT myvar_string
          STRING "abcde"
      STATEMENT
        OP2 =
          VARIABLE this->p
          FUNC alloca
            INT 0x4
      STATEMENT
        OP2 =
          AGGREGATION @
            IDENT execname
          FUNC count
status 0
tree=4
Parse tree (Pass 3):
  CLAUSE
    PDESC syscall::write:entry
    PREDICATE
      OP2 == (int)
        VARIABLE builtin pid (pid_t) [LVAL]
        INT 0x1 (int) [CONST]
    ACTION
      STATEMENT
        OP2 = (int)
          VARIABLE global myvar_int (int) [LVAL,WRITE]
          INT 0x4 (int) [CONST]
      STATEMENT
        OP2 = (string)
          VARIABLE global myvar_string (string) [LVAL,WRITE]
          STRING "abcde" (string) [DPTR]
      STATEMENT
        OP2 = (void *) [ALLOCA]
          VARIABLE this->p (void *) [LVAL,WRITE]
          FUNC alloca (void *) [ALLOCA]
            INT 0x4 (int) [CONST]
      STATEMENT
        OP2 =
          AGGREGATION @
            VARIABLE builtin execname (string) [LVAL]
          FUNC count
status 0
tree=8
status 0
dtrace: failed to set -x tree: Invalid value for specified option
status 1
