sampled

