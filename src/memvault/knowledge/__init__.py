"""Knowledge that stays true: facts extracted from conversation, how a new fact relates to
what is known (add, update, supersede, or nothing), and the entities facts mention."""

from memvault.knowledge.facts import Action, CandidateFact, CurrentFact, Decision
from memvault.knowledge.llm import (
    EXTRACTION_SCHEMA,
    RESOLUTION_SCHEMA,
    LLMExtractor,
    LLMResolver,
)
from memvault.knowledge.resolution import (
    DEFAULT_POLICY,
    ResolutionPolicy,
    RuleResolver,
    resolve,
    text_similarity,
)
from memvault.knowledge.rules import RuleExtractor, extract_facts

__all__ = [
    "DEFAULT_POLICY",
    "EXTRACTION_SCHEMA",
    "RESOLUTION_SCHEMA",
    "Action",
    "CandidateFact",
    "CurrentFact",
    "Decision",
    "LLMExtractor",
    "LLMResolver",
    "ResolutionPolicy",
    "RuleExtractor",
    "RuleResolver",
    "extract_facts",
    "resolve",
    "text_similarity",
]
