The interrupt priority level = 10

