cpu 0: 3 calls

cpu=0 done
BEGIN 0
tick 0
END 0


cpu=1 done
BEGIN 1
tick 1
END 1

dtrace: failed to set -x cpu: Invalid value for specified option
status 1
