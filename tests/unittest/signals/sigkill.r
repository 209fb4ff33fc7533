programs loaded before kill -9: some
no program left
dt_ uprobe events: 0
target still running
