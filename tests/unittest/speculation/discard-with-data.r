before after

