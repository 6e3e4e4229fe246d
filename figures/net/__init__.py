"""Play across machines: the table server, its clients and the messages between them."""
