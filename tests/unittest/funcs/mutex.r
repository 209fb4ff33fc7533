waits: some
owners seen: some
acquired: some
not adaptive: 0
not owned once acquired: 0
owned by the waiter: 0
owner is the waiter: 0
owner not named dt_contender: 0
owner not the acquirer: 0
owner outside the program: 0
spin: 0

exit 0
