status 0
t_o taken 2 of 10
t_no taken 8 of 10
t_b taken 3 of 10
t_ae taken 7 of 10
t_e taken 2 of 10
t_ne taken 8 of 10
t_be taken 5 of 10
t_a taken 5 of 10
t_s taken 3 of 10
t_ns taken 7 of 10
t_p taken 7 of 10
t_np taken 3 of 10
t_l taken 3 of 10
t_ge taken 7 of 10
t_le taken 5 of 10
t_g taken 5 of 10
t_a returns at the jump 5
t_a returns at the ret 5
t_ae returns at the jump 7
t_ae returns at the ret 3
t_b returns at the jump 3
t_b returns at the ret 7
t_be returns at the jump 5
t_be returns at the ret 5
t_e returns at the jump 2
t_e returns at the ret 8
t_g returns at the jump 5
t_g returns at the ret 5
t_ge returns at the jump 7
t_ge returns at the ret 3
t_l returns at the jump 3
t_l returns at the ret 7
t_le returns at the jump 5
t_le returns at the ret 5
t_ne returns at the jump 8
t_ne returns at the ret 2
t_no returns at the jump 8
t_no returns at the ret 2
t_np returns at the jump 3
t_np returns at the ret 7
t_ns returns at the jump 7
t_ns returns at the ret 3
t_o returns at the jump 2
t_o returns at the ret 8
t_p returns at the jump 7
t_p returns at the ret 3
t_s returns at the jump 3
t_s returns at the ret 7
