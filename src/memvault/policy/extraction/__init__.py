"""Offline fact extraction: phrasing rules that turn first-person statements into facts."""
