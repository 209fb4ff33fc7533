--- reg_static
register: 0 , entry present
register again: -1 File exists, entry present
register garbage: -1 Invalid argument, entry present
unregister: 0 , entry absent
unregister again: -1 No such file or directory, entry absent
register: 0 , entry present
in the child: 0 , entry present
status 0, 0 entries after exit
--- reg_shared
register: 0 , entry present
register again: -1 File exists, entry present
register garbage: -1 Invalid argument, entry present
unregister: 0 , entry absent
unregister again: -1 No such file or directory, entry absent
register: 0 , entry present
in the child: 0 , entry present
status 0, 0 entries after exit
--- DTRACE_DOF_INIT_DISABLE
register: 0 , entry absent
