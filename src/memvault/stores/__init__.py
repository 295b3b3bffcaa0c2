"""Record stores for ``MemoryVault``, one package per backend (``sqlite``, ``postgres``);
``memvault.defaults.open_store`` turns a URL or a path into one."""
