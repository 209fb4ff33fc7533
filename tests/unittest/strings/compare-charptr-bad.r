next

