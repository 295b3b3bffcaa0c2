"""API key stores, one module per backend: ``sqlite`` and ``postgres`` keep keys in the same
database as the memories they guard (see ``memvault.core.keys``)."""
