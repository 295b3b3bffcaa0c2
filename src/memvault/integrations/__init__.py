"""Adapters that plug memvault into the agent frameworks people already use.

Each framework has one module, installed with its extra; ``import memvault`` imports none of them:

- ``memvault.integrations.langchain`` (``memvault[langchain]``): a ``VectorStore``, a byte
  store, a retriever and ``Embeddings`` over the vault and its local embedder.
- ``memvault.integrations.langgraph`` (``memvault[langgraph]``): a long-term memory store for
  ``graph.compile(store=...)``.
- ``memvault.integrations.llama_index`` (``memvault[llama-index]``): a memory block and a chat
  store for ``llama_index.core.memory.Memory``.
- ``memvault.integrations.openai_agents`` (``memvault[openai-agents]``): a ``Session`` over any
  memvault chat history, and the memory tools as function tools.

The adapters only translate: no framework type reaches memvault's own layers.
"""
