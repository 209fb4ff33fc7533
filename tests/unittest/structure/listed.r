checked
