"""The web inspector (``memvault.server.ui``) over each store, in-process: every page
answers with its Content-Security-Policy, shows memories as text, logs in with an API key
kept in an HttpOnly SameSite=Strict cookie, refuses changes without the page's CSRF token
or from a read-only key (writing nothing), and makes each change through the library. The
real-browser tests are in ``tests/inspector``."""

from __future__ import annotations

import re
from collections.abc import AsyncIterator
from pathlib import Path

import httpx
import pytest

from memvault import MemoryVault, NotFound
from memvault.keys.sqlite import SQLiteKeyStore
from memvault.server import create_app
from memvault.server.ui.render import SECURITY_HEADERS
from tests.inspector.seed import CITIES, MARKUP, seed

PAGES = ("/ui", "/ui/memories?user_id=dana", "/ui/timeline?user_id=dana&key=user.city",
         "/ui/search?user_id=dana&q=where+does+dana+live&compare=keyword",
         "/ui/context?user_id=dana&q=food", "/ui/entities?user_id=dana")  # fmt: skip


def csrf(page: httpx.Response) -> str:
    found = re.search(r'name="csrf" value="([^"]+)"', page.text)
    assert found is not None
    return found.group(1)


@pytest.fixture
async def ids(vault: MemoryVault) -> dict[str, str]:
    return await seed(vault)


@pytest.fixture
async def browser(vault: MemoryVault, ids: dict[str, str]) -> AsyncIterator[httpx.AsyncClient]:
    """A client of an open server (no keys): every page, every right."""
    transport = httpx.ASGITransport(app=create_app(vault))
    async with httpx.AsyncClient(transport=transport, base_url="http://memvault.test") as c:
        yield c
    await vault.aclose()


@pytest.fixture
async def guarded(
    vault: MemoryVault, ids: dict[str, str], tmp_path: Path
) -> AsyncIterator[tuple[httpx.AsyncClient, dict[str, str]]]:
    """A client of a server with keys, and the keys: ``admin``, ``reader`` (read-only) and
    ``eli`` (bound to user eli)."""
    keys = SQLiteKeyStore(tmp_path / "keys.db")
    made = {
        "admin": await keys.create("default", read_only=False, user_id=None),
        "reader": await keys.create("default", read_only=True, user_id=None),
        "eli": await keys.create("default", read_only=False, user_id="eli"),
    }
    transport = httpx.ASGITransport(app=create_app(vault, keys=keys))
    async with httpx.AsyncClient(transport=transport, base_url="http://memvault.test") as c:
        yield c, made
    await keys.aclose()
    await vault.aclose()


async def login(client: httpx.AsyncClient, key: str) -> httpx.Response:
    form = await client.get("/ui/login")
    return await client.post("/ui/login", data={"key": key, "csrf": csrf(form), "next": "/ui"})


async def test_every_page_answers_with_its_security_headers(
    browser: httpx.AsyncClient,
) -> None:
    for path in PAGES:
        page = await browser.get(path)
        assert page.status_code == 200, (path, page.text[:500])
        assert page.headers["content-type"].startswith("text/html")
        for name, value in SECURITY_HEADERS.items():
            assert page.headers[name] == value, (path, name)
        assert "<script>" not in page.text.replace('<script src="/ui/static/inspector.js"', "")
    timeline = (await browser.get(PAGES[2])).text
    assert all(city in timeline for city in CITIES)
    assert "True then: <q>Dana lives in Oslo</q>" in timeline
    march = await browser.get(PAGES[2] + "&as_of=2024-04-01")
    assert "True then: <q>Dana lives in Lisbon</q>" in march.text
    scopes = (await browser.get("/ui")).text
    assert re.search(r">dana</a></th>\s*<td>5</td><td>2</td><td>1</td><td>2</td>", scopes)
    static = await browser.get("/ui/static/inspector.js")
    assert static.status_code == 200
    assert "text/javascript" in static.headers["content-type"]
    assert (await browser.get("/ui/static/other.js")).status_code == 404


async def test_a_memory_holding_markup_is_shown_as_text_everywhere(
    browser: httpx.AsyncClient,
) -> None:
    escaped = MARKUP.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
    for path in ("/ui/memories?user_id=dana", "/ui/search?user_id=dana&q=window+xss+script"):
        text = (await browser.get(path)).text
        assert "window.__xss" in text
        assert MARKUP not in text
        assert escaped.replace('"', "&#34;") in text, path
    query = await browser.get("/ui/search", params={"user_id": "dana", "q": '"><script>x</script>'})
    assert "<script>x</script>" not in query.text


async def test_bad_input_answers_a_page_naming_the_field(browser: httpx.AsyncClient) -> None:
    for path, field, status in (
        ("/ui/timeline?user_id=dana&key=user.city&as_of=soon", "as_of", 422),
        ("/ui?by=tenant", "by", 422),
        ("/ui/memories?user_id=dana&where=%7Bnot", "where", 422),
        ("/ui/memories?user_id=dana&cursor=forged", "cursor", 422),
        ("/ui/search?user_id=dana&q=x&preset=best", "preset", 422),
        ("/ui/context?q=food", "user_id", 422),
    ):
        page = await browser.get(path)
        assert page.status_code == status, path
        assert page.headers["content-type"].startswith("text/html")
        assert f"<code>{field}</code>" in page.text, path


async def test_memories_page_by_page_oldest_or_newest_first(
    vault: MemoryVault, browser: httpx.AsyncClient
) -> None:
    await vault.add_many([{"content": f"step {i:03}", "kind": "episode"} for i in range(120)],
                         user_id="pat")  # fmt: skip
    first = (await browser.get("/ui/memories?user_id=pat")).text
    assert "step 000" in first
    assert "step 049" in first
    assert "step 050" not in first
    following = re.search(r'href="\?([^"]+)" rel="next"', first)
    assert following is not None
    second = (await browser.get(f"/ui/memories?{following.group(1).replace('&amp;', '&')}")).text
    assert "step 050" in second
    assert "step 000" not in second
    newest = (await browser.get("/ui/memories?user_id=pat&order=newest")).text
    assert newest.index("step 119") < newest.index("step 070")
    assert "step 069" not in newest
    keyed = (await browser.get("/ui/memories?user_id=dana&key=user.city")).text
    assert keyed.count('class="memories superseded"') == 1


async def test_a_change_needs_the_pages_token_and_goes_through_the_library(
    vault: MemoryVault, ids: dict[str, str], browser: httpx.AsyncClient
) -> None:
    page = await browser.get("/ui/memories?user_id=dana")
    form = {"csrf": csrf(page), "user_id": "dana", "memory_id": ids["spare"]}
    for refused, headers in (
        ({**form, "csrf": "x" * 43}, {}),
        ({k: v for k, v in form.items() if k != "csrf"}, {}),
        (form, {"sec-fetch-site": "cross-site"}),
        (form, {"origin": "https://evil.example"}),
    ):
        answer = await browser.post("/ui/forget", data=refused, headers=headers)
        assert answer.status_code == 403
        assert "<code>csrf</code>" in answer.text
        assert (await vault.get(ids["spare"], user_id="dana")).content == "Dana likes long walks"
    done = await browser.post("/ui/forget", data=form)
    assert done.status_code == 303
    assert "done=forgot" in done.headers["location"]
    with pytest.raises(NotFound):
        await vault.get(ids["spare"], user_id="dana")
    assert [e.event for e in await vault.events(ids["spare"], user_id="dana")][-1] == "DELETE"


async def test_correcting_a_fact_adds_a_version_and_never_overwrites(
    vault: MemoryVault, ids: dict[str, str], browser: httpx.AsyncClient
) -> None:
    token = csrf(await browser.get("/ui/memories?user_id=dana"))
    fields = {"csrf": token, "user_id": "dana", "memory_id": ids["diet"]}
    done = await browser.post("/ui/correct", data={**fields, "content": "Dana is vegan"})
    assert done.status_code == 303
    versions = await vault.timeline(f"fact.{ids['diet']}", user_id="dana")
    assert [v.content for v in versions] == ["Dana is vegetarian", "Dana is vegan"]
    assert versions[0].valid_to is not None
    assert versions[1].metadata == {"source": "chat"}
    city = {**fields, "memory_id": ids["Dana lives in Oslo"], "content": "Dana lives in Rome"}
    assert (await browser.post("/ui/correct", data=city)).status_code == 303
    assert len(await vault.timeline("user.city", user_id="dana")) == 4
    stale = {**fields, "memory_id": ids["Dana lives in Lisbon"], "content": "Dana lives in Faro"}
    empty = {**city, "content": "  "}
    for refused, field in ((stale, "memory_id"), (empty, "content")):
        answer = await browser.post("/ui/correct", data=refused)
        assert answer.status_code == 422
        assert f"<code>{field}</code>" in answer.text
    assert len(await vault.timeline("user.city", user_id="dana")) == 4


async def test_a_key_logs_in_through_an_httponly_strict_cookie(
    guarded: tuple[httpx.AsyncClient, dict[str, str]],
) -> None:
    client, keys = guarded
    first = await client.get("/ui/memories?user_id=dana")
    assert first.status_code == 303
    assert first.headers["location"] == "/ui/login?next=/ui/memories%3Fuser_id%3Ddana"
    wrong = await login(client, "mvk_nothing_like_a_key")
    assert wrong.status_code == 401
    assert "mvk_nothing_like_a_key" not in wrong.text
    done = await login(client, keys["admin"])
    assert done.status_code == 303
    cookie = next(c for c in done.headers.get_list("set-cookie") if c.startswith("memvault_key"))
    for attribute in ("HttpOnly", "SameSite=strict", "Path=/ui"):
        assert attribute.lower() in cookie.lower()
    page = await client.get("/ui")
    assert page.status_code == 200
    assert keys["admin"] not in page.text
    assert "Tenants" in page.text
    assert re.search(r"<tr><td>default</td><td>3</td><td>\d+</td></tr>", page.text)
    assert (await client.get("/v1/memories?user_id=dana")).status_code == 401  # API: header only
    out = await client.post("/ui/logout", data={"csrf": csrf(page)})
    assert out.status_code == 303
    assert (await client.get("/ui")).status_code == 303


async def test_a_read_only_key_sees_no_edits_and_cannot_post_them(
    vault: MemoryVault, ids: dict[str, str], guarded: tuple[httpx.AsyncClient, dict[str, str]]
) -> None:
    client, keys = guarded
    await login(client, keys["reader"])
    page = await client.get("/ui/memories?user_id=dana")
    assert page.status_code == 200
    assert "Forget" not in page.text
    assert "Correct" not in page.text
    assert "Tenants" not in (await client.get("/ui")).text
    form = {"csrf": csrf(page), "user_id": "dana", "memory_id": ids["spare"]}
    refused = await client.post("/ui/forget", data=form)
    assert refused.status_code == 403
    assert await vault.get(ids["spare"], user_id="dana")


async def test_a_user_bound_key_sees_its_user_only(
    guarded: tuple[httpx.AsyncClient, dict[str, str]],
) -> None:
    client, keys = guarded
    await login(client, keys["eli"])
    scopes = (await client.get("/ui")).text
    assert ">eli</a>" in scopes
    assert ">dana</a>" not in scopes
    other = await client.get("/ui/memories?user_id=dana")
    assert other.status_code == 403
    assert "<code>user_id</code>" in other.text


async def test_forgetting_a_session_or_a_user_from_the_scopes_page(
    vault: MemoryVault, browser: httpx.AsyncClient
) -> None:
    sessions = await browser.get("/ui?by=session_id&user_id=dana")
    assert ">s1</a>" in sessions.text
    token = csrf(sessions)
    done = await browser.post("/ui/forget", data={"csrf": token, "user_id": "dana",
                                                  "session_id": "s1"})  # fmt: skip
    assert done.headers["location"] == "/ui?user_id=dana&by=session_id&done=forgot&count=1"
    assert await vault.count(user_id="dana", session_id="s1") == 0
    assert await vault.count(user_id="dana", session_id="s2") == 2
    gone = await browser.post("/ui/forget", data={"csrf": token, "user_id": "eli"})
    assert gone.headers["location"] == "/ui?done=forgot&count=1"
    assert await vault.count(user_id="eli") == 0
    shown = await browser.get(gone.headers["location"])
    assert "Forgot 1 memories" in shown.text
    nothing = await browser.post("/ui/forget", data={"csrf": token})
    assert nothing.status_code == 422
