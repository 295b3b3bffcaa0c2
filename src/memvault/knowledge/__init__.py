"""Knowledge that stays true: facts extracted from conversation, how a new fact relates to
what is known (add, update, supersede, or nothing), which version of a fact is true when
(``timeline``), and the entities facts mention."""

from memvault.core.facts import Action, CandidateFact, CurrentFact, Decision
from memvault.knowledge.entities import (
    DEFAULT_THRESHOLD,
    Entity,
    EntityMemory,
    fold_name,
    match_entity,
    name_similarity,
)
from memvault.knowledge.episodes import Episode
from memvault.knowledge.llm import (
    EXTRACTION_SCHEMA,
    RESOLUTION_SCHEMA,
    LLMExtractor,
    LLMResolver,
)
from memvault.policy.context import Context
from memvault.policy.extraction.rules import RuleExtractor, extract_facts
from memvault.policy.resolution import (
    DEFAULT_POLICY,
    ResolutionPolicy,
    RuleResolver,
    resolve,
    text_similarity,
)

__all__ = [
    "DEFAULT_POLICY",
    "DEFAULT_THRESHOLD",
    "EXTRACTION_SCHEMA",
    "RESOLUTION_SCHEMA",
    "Action",
    "CandidateFact",
    "Context",
    "CurrentFact",
    "Decision",
    "Entity",
    "EntityMemory",
    "Episode",
    "LLMExtractor",
    "LLMResolver",
    "ResolutionPolicy",
    "RuleExtractor",
    "RuleResolver",
    "extract_facts",
    "fold_name",
    "match_entity",
    "name_similarity",
    "resolve",
    "text_similarity",
]
