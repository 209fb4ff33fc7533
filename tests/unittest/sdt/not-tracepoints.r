dtrace: invalid probe specifier sdt:ftrace::: probe description sdt:ftrace:: does not match any probes
exit 1
