11 [foo/bar/baz!] [bar]
[FOO/BAR/BAZ] [abc] [-42]
[/bar/baz] [/baz]

