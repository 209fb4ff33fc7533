{ptr} = *
                                            (struct bf) {
                                             .a = (int)-1,
                                             .b = (unsigned int)9,
                                             .c = (int)7,
                                            }
{ptr} = *
                                            (struct acpi_device_status) {
                                             .present = (u32)1,
                                             .show_in_ui = (u32)1,
                                             .battery_present = (u32)1,
                                             .reserved = (u32)2,
                                            }

exit 0
