      2 #define	TRACE_POSTGRESQL_BUFFER_READ_DONE
      2 #define	TRACE_POSTGRESQL_BUFFER_READ_DONE_ENABLED
      2 #define	TRACE_POSTGRESQL_CHECKPOINT_START
      2 #define	TRACE_POSTGRESQL_CHECKPOINT_START_ENABLED
      2 #define	TRACE_POSTGRESQL_LWLOCK_ACQUIRE
      2 #define	TRACE_POSTGRESQL_LWLOCK_ACQUIRE_ENABLED
      2 #define	TRACE_POSTGRESQL_QUERY_DONE
      2 #define	TRACE_POSTGRESQL_QUERY_DONE_ENABLED
      2 #define	TRACE_POSTGRESQL_QUERY_START
      2 #define	TRACE_POSTGRESQL_QUERY_START_ENABLED
      2 #define	TRACE_POSTGRESQL_TRANSACTION_COMMIT
      2 #define	TRACE_POSTGRESQL_TRANSACTION_COMMIT_ENABLED
      2 #define	TRACE_POSTGRESQL_TRANSACTION_START
      2 #define	TRACE_POSTGRESQL_TRANSACTION_START_ENABLED
status 0
status 0
postgresql:buffer__read__done -4@ 4@ 4@ 4@ 4@ -4@ 1@ 1@
postgresql:checkpoint__start -4@
postgresql:lwlock__acquire 8@ -4@
postgresql:query__done 8@
postgresql:query__start 8@
postgresql:transaction__commit 4@
postgresql:transaction__start 4@
