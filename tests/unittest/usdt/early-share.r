exit status 0
earlyshrPID select 1 0
earlyshrPID update t 1
earlyshrPID begin 2
earlyshrPID select 1 0
earlyshrPID update t 1
earlyshrPID begin 2
programs shared as the kernel allows
