"""Questions and their answers in a conversation (``policy.turns``): a question found for a
query passes part of its score to the message stored next in its session
(``SearchConfig.answer_weight``), and pays ``question_penalty`` itself. On LoCoMo, chosen by
leave-one-conversation-out: held-out R@10 0.815 -> 0.822, NDCG@10 0.628 -> 0.653, category
5 0.877 -> 0.910 (docs/benchmarks.md). Real SQLite files, the hash embedder."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from memvault import HYBRID, InvalidInput, MemoryVault, SearchConfig
from memvault.embedders import HashEmbedder
from memvault.policy.turns import is_question


@pytest.mark.parametrize(
    "text",
    [
        "Where did you go?",
        "Nate: Wow, that looks great! Is that your third one?",
        "(really?)",
        '"Why?"  \n',
        "你去哪儿了\uff1f",  # full-width
        "هل أنت بخير؟",  # Arabic
        "Πού πήγες;",  # Greek: a semicolon (the Greek question mark normalised)
        "Πού πήγες\u037e",  # the Greek question mark itself
        "Really\u203d",  # interrobang
    ],
)
def test_a_question_ends_with_a_question_mark(text: str) -> None:
    assert is_question(text)


@pytest.mark.parametrize(
    "text",
    [
        "Why? Because I can.",
        "I went to Rome.",
        "",
        "   ",
        "?!",
        ")" * 100_000,
        "x = 1;",  # a semicolon after no Greek letter
        ";",
        "Πήγα στη Ρώμη.",
        "Ρώμη 2024;",
    ],
)
def test_anything_else_is_no_question(text: str) -> None:
    assert not is_question(text)


def turn(text: str, session: str = "s1", user: str = "u") -> dict[str, object]:
    return {"content": text, "user_id": user, "session_id": session, "kind": "message"}


TALK = [
    turn("Joanna: I finished my first screenplay last Friday."),
    turn("Nate: Congrats! What genre is your first screenplay?"),
    turn("Joanna: A mix of drama and romance!"),
    turn("Nate: My turtles say hi."),
    turn("Joanna: The screenplay was a relief to finish."),
    turn("Joanna: I sent the screenplay to a festival."),
]
ASKED = "What genre is the first screenplay?"


async def test_the_answer_to_a_matching_question_is_found(tmp_path: Path) -> None:
    async with MemoryVault(tmp_path / "v.db", embedder=HashEmbedder()) as vault:
        await vault.add_many(TALK)
        hits = await vault.search(ASKED, user_id="u", limit=6, explain=True)
        order = [h.content for h in hits]
        parts = {h.content: h.explanation.parts for h in hits if h.explanation}
        question, answer = str(TALK[1]["content"]), str(TALK[2]["content"])
        assert parts[question]["question"] == -HYBRID.question_penalty
        assert "answer" not in parts[question]
        assert parts[answer]["answer"] > 0
        assert all("answer" not in p for c, p in parts.items() if c != answer)
        assert all("question" not in p for c, p in parts.items() if c != question)
        off = await vault.search(ASKED, user_id="u", limit=6,
                                 config=replace(HYBRID, answer_weight=0.0))  # fmt: skip
        before = [h.content for h in off]
        assert answer not in before[:3]  # no word of the query: found by its question alone
        assert order.index(answer) < 3


async def test_the_answer_is_what_follows_in_the_same_session_and_scope(tmp_path: Path) -> None:
    async with MemoryVault(tmp_path / "v.db", embedder=HashEmbedder()) as vault:
        await vault.add_many([
            turn("Nate: What genre is your first screenplay?"),
            turn("Other user: A western, in the same session id.", user="v"),
            turn("Elsewhere: A thriller, in another session.", session="s2"),
            {"content": "A fact stored between turns.", "user_id": "u"},
            turn("Joanna: Drama and romance."),
        ])  # fmt: skip
        hits = await vault.search(ASKED, user_id="u", limit=5, explain=True)
        answered = {h.content for h in hits if h.explanation and "answer" in h.explanation.parts}
        assert answered == {"Joanna: Drama and romance."}
        theirs = await vault.search(ASKED, user_id="v", explain=True)
        assert all(h.explanation and "answer" not in h.explanation.parts for h in theirs)


async def test_off_switches_and_other_fusions_leave_them_out(tmp_path: Path) -> None:
    async with MemoryVault(tmp_path / "v.db", embedder=HashEmbedder()) as vault:
        await vault.add_many(TALK)
        for config in (SearchConfig(answer_weight=0, question_penalty=0),
                       SearchConfig(fusion="weighted")):  # fmt: skip
            for hit in await vault.search(ASKED, user_id="u", config=config, explain=True):
                assert hit.explanation is not None
                assert not {"answer", "question"} & set(hit.explanation.parts)
        only_penalty = SearchConfig(answer_weight=0)
        hits = await vault.search(ASKED, user_id="u", config=only_penalty, explain=True)
        assert any(h.explanation and "question" in h.explanation.parts for h in hits)
        assert not any(h.explanation and "answer" in h.explanation.parts for h in hits)


@pytest.mark.parametrize(
    ("field", "value"),
    [("answer_weight", -0.1), ("answer_weight", 1.5), ("answer_weight", True),
     ("question_penalty", -1), ("question_penalty", 11), ("question_penalty", "high")],
)  # fmt: skip
def test_bad_values_name_the_field(field: str, value: object) -> None:
    with pytest.raises(InvalidInput, match=f"config.{field}"):
        SearchConfig(**{field: value})  # type: ignore[arg-type]
