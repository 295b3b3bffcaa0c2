"""Pure policy: functions and small classes over values, with no I/O (search configuration,
rank fusion, text analysis, BM25, token budgets, which version of a fact is true when, rule
extraction and resolution). Imports only the ground layer (``memvault.core``)."""
