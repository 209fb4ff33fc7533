[/bar/baz] [/baz] [foo/bar/baz] [z]
[] [] 1 1

