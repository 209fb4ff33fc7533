shop:idle
shop:order__placed -4@ 8@
shop:order__shipped -8@
notes as systemtap's
status 0
      3 90
