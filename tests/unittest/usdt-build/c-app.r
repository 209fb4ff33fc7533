--- probe notes
myapp:query__start 8@ -4@
myapp:query__done 8@ 8@ -4@
myapp:conn__close -4@ 8@
myapp:tick
myapp:all__types -1@ 1@ -2@ 2@ -4@ 4@ -8@ 8@ -8@ 8@ 8@ 8@
myapp_io:read -4@ 8@
--- semaphores (section, name)
.probes myapp_all__types_semaphore
.probes myapp_conn__close_semaphore
.probes myapp_io_read_semaphore
.probes myapp_query__done_semaphore
.probes myapp_query__start_semaphore
.probes myapp_tick_semaphore
--- semaphore addresses in the notes are the semaphores
6
--- definitions
DOF version 2, LP64, 2 providers
provider myapp
  provider Evolving/Evolving/Common
  module   Private/Private/Unknown
  function Private/Private/Unknown
  name     Evolving/Evolving/Common
  args     Evolving/Evolving/Common
  probe query-start (char *, int) : (char * = arg0, int = arg1)
  probe query-done (struct conn *, char *, int) : (conninfo_t * = arg0, string = arg1, int = arg2)
  probe conn-close (int, struct conn *) : (conninfo_t * = arg1)
  probe tick () : ()
  probe all-types (char, unsigned char, short, unsigned short, int, unsigned int, long, unsigned long, long long, unsigned long long, void *, const char *) : (char = arg0, unsigned char = arg1, short = arg2, unsigned short = arg3, int = arg4, unsigned int = arg5, long = arg6, unsigned long = arg7, long long = arg8, unsigned long long = arg9, void * = arg10, const char * = arg11)
provider myapp_io
  provider Unstable/Unstable/Common
  module   Unstable/Unstable/Common
  function Unstable/Unstable/Common
  name     Unstable/Unstable/Common
  args     Unstable/Unstable/Common
  probe read (int, size_t) : (int = arg0, size_t = arg1)
--- runs
status 0
