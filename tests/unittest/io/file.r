start f.data|DIR/f.data|DIR|FS|MOUNT|0|0: 16384 bytes
done DIR/f.data: some

