"""The app's routes, one module per part of the library: memories, search and knowledge,
the service's own (health, version)."""
