enabled
done is traced
enabled
done is traced
enabled
done is traced
exit status 0

  enshrPID                                            query-done                                                        9
  enshrPID                                            query-start                                                       9
a later process's probes shared
