"""What the backends share: connections to SQLite and PostgreSQL, schema migrations, the
HTTP client of the OpenAI-compatible providers, owned resources and the JSON file format."""
