exit 0
ready
dt_trigger: 5 calls
dt_trigger: 5 calls
dt_trigger: 5 calls
dt_trigger: 5 calls
dt_trigger: 5 calls

