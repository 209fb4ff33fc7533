--- several scripts, one object
DOF version 2, LP64, 3 providers
provider myapp
provider myapp_io
provider other
--- several scripts, an object each
myapp.o
other.o
provider other
--- one header for several scripts
28
--- -C -D -I -U
#define	CPP_PROV_FIRST(arg0) \
#define	CPP_PROV_SECOND(arg0) \
#define	CPP_PROV_FIRST(arg0)
#define	CPP_PROV_SECOND(arg0)
--- -64, -32
  Class:                             ELF64
  Machine:                           Advanced Micro Devices X86-64
  Class:                             ELF32
  Machine:                           Intel 80386
DOF version 2, ILP32, 2 providers
dtrace: failed to link script myapp.d: incorrect ELF class for object file: m.o
status 1
--- -x nolibs, -xnolibs, CC and CFLAGS
same headers
status 0
--- an operand after the objects is still an option
late.o
