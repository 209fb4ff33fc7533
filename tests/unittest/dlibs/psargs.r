[/bin/true alpha beta gamma] 1
parent [<unknown>]

