"""Buffer benchmark: a long scripted conversation through ``BufferedMemory`` (fact and vector
blocks) and, in the same run, through a plain token window of the same budget.

Usage::

    .venv/bin/python bench/buffer.py [--turns 10000] [--budget 2000] [--embedder local|hash]
        [--seed 5] [--results DIR]

The conversation (seeded): the user states ``len(FACTS)`` facts in the first turns (where
they live, work, their pets, family, favourites, ...), then small talk (questions about
weather, recipes, gadgets, trivia, with the assistant's answers) for thousands of turns, then
asks about each early fact. Every turn is ``put`` (user message, then assistant message) and
the prompt is built with ``get`` for the next user message, as an agent would.

Measured, for both memories:

* tokens sent per turn (max, p50): the bar is never over the budget;
* early facts recallable at the end: for each question, is the fact's value in the prompt
  ``get(question)`` builds? (bar: >= 90 % for BufferedMemory; the window can only recall
  what is still inside it);
* the time ``put`` and ``get`` add per turn (p50 / p95), at the full length.

The picture of the budget (``bench/results/buffer_budget.png``) shows, turn by turn, what
``get`` sent: the recent history (under its allowance) and the blocks' system message on top,
under the limit.
"""

from __future__ import annotations

import argparse
import asyncio
import random
import statistics
import sys
import tempfile
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import plots
from report import pct, table

from memvault import InMemoryChatHistory, MemoryVault
from memvault.buffer import BufferedMemory, FactExtractionMemoryBlock, VectorMemoryBlock
from memvault.core.protocols import Embedder
from memvault.core.types import Message
from memvault.embedders import HashEmbedder
from memvault.sessions.windows import TokenWindowChatHistory
from memvault.tokenizers import TiktokenTokenizer

RESULTS = Path(__file__).resolve().parent / "results"
RECALL_BAR = 0.9
USER = "bench-user"

FACTS = [  # (what the user says early, the question asked late, the value to find)
    ("I live in Lisbon.", "Which city do I live in?", "Lisbon"),
    ("I work at Globex.", "Where do I work?", "Globex"),
    ("I work as a data analyst.", "What is my job?", "data analyst"),
    ("My dog is called Biscuit.", "What is my dog called?", "Biscuit"),
    ("My sister is called Priya.", "What is my sister's name?", "Priya"),
    ("My brother is called Tomasz.", "What is my brother's name?", "Tomasz"),
    ("My manager is Helen.", "Who is my manager?", "Helen"),
    ("My best friend is Omar.", "Who is my best friend?", "Omar"),
    ("My dentist is Dr. Ortiz.", "Who is my dentist?", "Ortiz"),
    ("I drive a green Volvo.", "What car do I drive?", "Volvo"),
    ("I am allergic to peanuts.", "What am I allergic to?", "peanuts"),
    ("I am vegetarian.", "What is my diet?", "vegetarian"),
    ("I speak Portuguese.", "Which language do I speak?", "Portuguese"),
    ("My favourite colour is teal.", "What is my favourite colour?", "teal"),
    ("My favourite book is Dune.", "What is my favourite book?", "Dune"),
    ("My favourite food is ramen.", "What is my favourite food?", "ramen"),
    ("My favourite band is Radiohead.", "What is my favourite band?", "Radiohead"),
    ("My favourite sport is climbing.", "What is my favourite sport?", "climbing"),
    ("My favourite season is autumn.", "What is my favourite season?", "autumn"),
    ("My favourite drink is matcha.", "What is my favourite drink?", "matcha"),
]

CITIES = [
    "Rome",
    "Oslo",
    "Cairo",
    "Lima",
    "Hanoi",
    "Quito",
    "Perth",
    "Austin",
    "Dakar",
    "Riga",
    "Seville",
    "Turin",
]
FOODS = [
    "lentils",
    "chickpeas",
    "mushrooms",
    "tofu",
    "salmon",
    "aubergine",
    "spinach",
    "quinoa",
    "barley",
]
DEVICES = ["laptop", "phone", "tablet", "headphones", "smartwatch", "printer", "router", "kettle"]
TOPICS = [
    "octopuses",
    "volcanoes",
    "glaciers",
    "bees",
    "comets",
    "tides",
    "owls",
    "deserts",
    "coral",
]
SMALL_TALK = (
    ("What's the weather usually like in {city} in spring?",
     "Spring in {city} is usually mild, with some rain showers and cool evenings."),
    ("Can you suggest a quick dinner with {food}?",
     "Try a warm {food} salad with lemon, garlic and herbs; it takes about twenty minutes."),
    ("How do I fix a {device} that won't turn on?",
     "Charge it for half an hour, hold the power button, then try a different cable."),
    ("Tell me a fun fact about {topic}.",
     "Here is one: {topic} have surprised scientists many times, and research continues."),
    ("Any tips for sleeping better?",
     "Keep a regular schedule, avoid screens late, and keep the bedroom cool and dark."),
)  # fmt: skip


def conversation(turns: int, seed: int) -> list[tuple[str, str]]:
    """(user, assistant) pairs: the facts first, then small talk up to ``turns``."""
    rng = random.Random(seed)
    pairs = [(said, "Thanks, I'll remember that.") for said, _, _ in FACTS]
    while len(pairs) < turns:
        ask, answer = rng.choice(SMALL_TALK)
        values = {"city": rng.choice(CITIES), "food": rng.choice(FOODS),
                  "device": rng.choice(DEVICES), "topic": rng.choice(TOPICS)}  # fmt: skip
        pairs.append((ask.format(**values), answer.format(**values)))
    return pairs


@dataclass
class Run:
    name: str
    sent: list[int] = field(default_factory=list)  # tokens sent per turn
    system: list[int] = field(default_factory=list)  # of which the blocks' system message
    put_s: list[float] = field(default_factory=list)
    get_s: list[float] = field(default_factory=list)
    recalled: list[bool] = field(default_factory=list)
    seconds: float = 0.0


async def run_buffered(
    pairs: Sequence[tuple[str, str]], budget: int, embedder: Embedder, folder: Path
) -> Run:
    tokens = TiktokenTokenizer()
    run = Run("BufferedMemory (facts + vector blocks)")
    start = time.perf_counter()
    async with MemoryVault(folder / "buffer.db", embedder=embedder) as vault:
        memory = BufferedMemory(
            InMemoryChatHistory(),
            [FactExtractionMemoryBlock(),
             VectorMemoryBlock(vault, user_id=USER, session_id="s1", top_k=2, context_window=0)],
            token_limit=budget, chat_history_token_ratio=0.6, token_flush_size=budget // 5,
            tokenizer=tokens,
        )  # fmt: skip
        for said, answer in pairs:
            t0 = time.perf_counter()
            prompt = await memory.get(said)
            t1 = time.perf_counter()
            await memory.put(Message.user(said))
            await memory.put(Message.assistant(answer))
            t2 = time.perf_counter()
            run.get_s.append(t1 - t0)
            run.put_s.append(t2 - t1)
            run.sent.append(tokens.count_messages(prompt))
            system = [m for m in prompt if m.role == "system"]
            run.system.append(tokens.count_messages(system) if system else 0)
        for _, question, value in FACTS:
            prompt = await memory.get(question)
            run.recalled.append(value.casefold() in _text(prompt).casefold())
        failures = len(memory.failures)
    run.seconds = time.perf_counter() - start
    if failures:
        print(f"warning: {failures} block failures", file=sys.stderr)
    return run


async def run_window(pairs: Sequence[tuple[str, str]], budget: int) -> Run:
    tokens = TiktokenTokenizer()
    run = Run("token window of the same budget")
    start = time.perf_counter()
    window = TokenWindowChatHistory(InMemoryChatHistory(), budget, tokens)
    for said, answer in pairs:
        t0 = time.perf_counter()
        prompt = [*await window.get_messages(), Message.user(said)]
        t1 = time.perf_counter()
        await window.add_messages([Message.user(said), Message.assistant(answer)])
        t2 = time.perf_counter()
        run.get_s.append(t1 - t0)
        run.put_s.append(t2 - t1)
        run.sent.append(tokens.count_messages(prompt[:-1]))
        run.system.append(0)
    for _, _question, value in FACTS:  # the window holds what it holds, whatever is asked
        prompt = await window.get_messages()
        run.recalled.append(value.casefold() in _text(prompt).casefold())
    run.seconds = time.perf_counter() - start
    return run


def _text(messages: Sequence[Message]) -> str:
    return "\n".join(m.content for m in messages)


def results_table(runs: Sequence[Run], budget: int) -> str:
    header = ["memory", "max tokens sent", "p50 sent", "<= budget", "early facts recalled",
              "put ms p50 / p95", "get ms p50 / p95", "run s"]  # fmt: skip
    rows = []
    for r in runs:
        recall = sum(r.recalled) / len(r.recalled)
        rows.append([
            r.name, f"{max(r.sent):,}", f"{statistics.median(r.sent):,.0f}",
            "yes" if max(r.sent) <= budget else "NO",
            f"{sum(r.recalled)}/{len(r.recalled)} ({recall:.0%})",
            f"{pct(r.put_s, 50) * 1000:.2f} / {pct(r.put_s, 95) * 1000:.2f}",
            f"{pct(r.get_s, 50) * 1000:.2f} / {pct(r.get_s, 95) * 1000:.2f}",
            f"{r.seconds:.0f}",
        ])  # fmt: skip
    return table(header, rows)


def plot(buffered: Run, budget: int, allowance: int, results: Path) -> Path | None:
    plt = plots._pyplot()
    if plt is None:
        return None
    shown = min(len(buffered.sent), 400)
    x = list(range(1, shown + 1))
    system = buffered.system[:shown]
    history = [s - b for s, b in zip(buffered.sent[:shown], system, strict=True)]
    fig, ax = plt.subplots(figsize=(9, 5))
    ax.stackplot(x, history, system, labels=["recent history", "blocks (system message)"],
                 alpha=0.8)  # fmt: skip
    ax.axhline(budget, color="red", linestyle="--", linewidth=1, label=f"token_limit {budget}")
    ax.axhline(allowance, color="grey", linestyle=":", linewidth=1,
               label=f"history allowance {allowance}")  # fmt: skip
    ax.set(title="What BufferedMemory sends each turn (first turns of the run)",
           xlabel="turn", ylabel="tokens")  # fmt: skip
    ax.legend(fontsize="small", loc="lower right")
    ax.grid(True, alpha=0.3)
    return plots._save(plt, fig, results / "buffer_budget.png")


async def main_async(args: argparse.Namespace) -> int:
    if args.embedder == "hash":
        embedder: Embedder = HashEmbedder()
    else:
        from memvault.embedders.local import LocalEmbedder

        embedder = LocalEmbedder()
    pairs = conversation(args.turns, args.seed)
    print(f"buffer bench: {len(pairs):,} turns, {len(FACTS)} early facts, budget {args.budget}"
          f" tokens, embedder {args.embedder}")  # fmt: skip
    with tempfile.TemporaryDirectory() as folder:
        buffered = await run_buffered(pairs, args.budget, embedder, Path(folder))
    window = await run_window(pairs, args.budget)
    print()
    print(results_table([buffered, window], args.budget))
    recall = sum(buffered.recalled) / len(buffered.recalled)
    over = max(buffered.sent) > args.budget
    print(f"\nBars: never over the budget: {'NO' if over else 'met'};"
          f" early facts recalled >= {RECALL_BAR:.0%}: {'met' if recall >= RECALL_BAR else 'NO'}"
          f" ({recall:.0%}).")  # fmt: skip
    missed = [q for (_, q, _), ok in zip(FACTS, buffered.recalled, strict=True) if not ok]
    if missed:
        print("Not recalled by BufferedMemory:", "; ".join(missed))
    path = plot(buffered, args.budget, int(args.budget * 0.6), args.results)
    print(f"\nPlot: {path}" if path else "\n(no plot: matplotlib is not installed)")
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--turns", type=int, default=10_000)
    parser.add_argument("--budget", type=int, default=2_000)
    parser.add_argument("--embedder", choices=["local", "hash"], default="local")
    parser.add_argument("--seed", type=int, default=5)
    parser.add_argument("--results", type=Path, default=RESULTS)
    return asyncio.run(main_async(parser.parse_args(argv)))


if __name__ == "__main__":
    raise SystemExit(main())
