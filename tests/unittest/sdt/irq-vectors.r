local_timer_entry fired: yes

