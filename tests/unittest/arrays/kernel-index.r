dte

