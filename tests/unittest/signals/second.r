still stopping after one SIGINT
status 1
