"""The ground layer: the values every other layer speaks (messages, memories, the query and
filter tree, candidate and current facts), the one ``Protocol`` per role, and the validation
they share. It imports nothing of memvault but ``memvault.errors``."""
