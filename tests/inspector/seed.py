"""The memories every inspector test looks at: Dana's city over time, her diet, two
sessions of messages, an episode, an entity with an alias, another user, and a memory whose
text is markup (which every page must show as text)."""

from __future__ import annotations

from datetime import UTC, datetime

from memvault import MemoryVault

MARCH = datetime(2024, 3, 1, 9, tzinfo=UTC)
JUNE = datetime(2024, 6, 1, 9, tzinfo=UTC)
SEPTEMBER = datetime(2024, 9, 1, 9, tzinfo=UTC)
MARKUP = '<script>window.__xss = 1</script><img src="x" onerror="window.__xss = 2">'
CITIES = ("Dana lives in Lisbon", "Dana lives in Berlin", "Dana lives in Oslo")


async def seed(vault: MemoryVault) -> dict[str, str]:
    """Write the memories; the ids of the ones tests act on."""
    ids: dict[str, str] = {}
    for city, at in zip(CITIES, (MARCH, JUNE, SEPTEMBER), strict=True):
        ids[city] = (await vault.add(city, user_id="dana", key="user.city", at=at)).id
    ids["diet"] = (await vault.add("Dana is vegetarian", user_id="dana", importance=0.8,
                                   metadata={"source": "chat"})).id  # fmt: skip
    ids["markup"] = (await vault.add(MARKUP, user_id="dana", metadata={"note": MARKUP})).id
    for session, text in (("s1", "I moved to Oslo for work"), ("s2", "Book a table for two")):
        await vault.add(text, user_id="dana", session_id=session, kind="message",
                        metadata={"role": "user"})  # fmt: skip
    await vault.record_episode("Booked a table at a vegetarian place", user_id="dana",
                               session_id="s2", outcome="success", tools_used=["booking"],
                               tags=["food"])  # fmt: skip
    await vault.add_alias("Dee", "Dana", user_id="dana")
    ids["eli"] = (await vault.add("Eli drinks tea", user_id="eli")).id
    ids["spare"] = (await vault.add("Dana likes long walks", user_id="dana")).id
    return ids
