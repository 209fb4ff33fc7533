discard(1) done

