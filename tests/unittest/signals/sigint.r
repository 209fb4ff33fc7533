SIGINT: status 0
ready
END ran

  five                                                              5
SIGTERM: status 0
ready
END ran

  five                                                              5
