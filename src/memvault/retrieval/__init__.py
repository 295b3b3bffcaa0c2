"""Retrieval policy: search configuration, metadata filters, query terms, fusion. Pure."""
