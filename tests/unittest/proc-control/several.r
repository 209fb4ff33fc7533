status 0
first target: 3 calls

$target is the first -p: yes

