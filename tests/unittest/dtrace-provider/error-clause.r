ERROR: epid 1 clause 0 fault 1 addr 16
BEGIN continues

