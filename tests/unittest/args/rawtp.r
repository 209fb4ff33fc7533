exit 0
ready
exec dt_napper self 1 old_pid 1 dt_napper sizes 4 1
out: prev dt_napper self 1 preempt 0 next self 0 sizes 1 4
in: next dt_napper

