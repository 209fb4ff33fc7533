Class: ELF32
Machine: Intel 80386
--- global definitions
D myapp_all__types_semaphore
D myapp_conn__close_semaphore
D myapp_io_read_semaphore
D myapp_query__done_semaphore
D myapp_query__start_semaphore
D myapp_tick_semaphore
--- pc thunks
all local
--- probes of both providers
      5 myapp
      1 myapp_io
      1 second
--- run
2 entries
 177 D O F
 177 D O F
status 0, 0 entries after exit
