1
3
0 (speculative)
2 (speculative)
end

