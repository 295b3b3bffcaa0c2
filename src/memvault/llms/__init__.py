"""Chat models behind the ``LLM`` protocol, lazily importing their client libraries."""

from memvault.llms.openai import OpenAICompatibleLLM

__all__ = ["OpenAICompatibleLLM"]
