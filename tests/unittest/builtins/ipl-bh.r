net_dev_queue        0
netif_receive_skb    1

