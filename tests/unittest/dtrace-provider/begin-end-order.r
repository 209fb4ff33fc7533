begin 0
end after samples

