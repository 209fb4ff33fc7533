tick 1
dtrace: 2 dynamic variable drops
tick 2
tick 3
end

tick 1
tick 2
tick 3
dtrace: 2 dynamic variable drops
end

