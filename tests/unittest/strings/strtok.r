[Carrots][Barley][Oatmeal][Beans]
no more
[f] [bar] [bar]
[foo] []

