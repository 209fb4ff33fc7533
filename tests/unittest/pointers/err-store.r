done

