"""The command line: ``memvault`` (see ``memvault --help``)."""

from memvault.cli.main import main

__all__ = ["main"]
