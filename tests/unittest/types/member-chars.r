[hi] [a long ] [dtrace] [tag] [a long ]

