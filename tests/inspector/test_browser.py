"""The inspector in Chromium over each store: every page loads with no console error and
no serious or critical axe-core violation (screenshots for the README from the SQLite run);
the keyboard reaches the content; the timeline's slider shows what was true when; the
search page's score parts are the API's explanation; forgetting and correcting from the
page show in the API and its history; markup in a memory never runs."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest

from tests.inspector.conftest import SCREENSHOTS, Served

PAGES = {
    "scopes": "/ui",
    "memories": "/ui/memories?user_id=dana",
    "timeline": "/ui/timeline?user_id=dana&key=user.city",
    "search": "/ui/search?user_id=dana&q=where+does+Dana+live&compare=keyword",
    "context": "/ui/context?user_id=dana&q=what+does+Dana+eat&budget=300",
    "entities": "/ui/entities?user_id=dana",
}


@pytest.fixture
def page(chromium: Any, served: Served) -> Iterator[Any]:
    """A page logged in with the administrator's key; fails the test on a console error
    or a script error (the XSS probe included)."""
    context = chromium.new_context(viewport={"width": 1280, "height": 900})
    tab = context.new_page()
    problems: list[str] = []
    tab.on("console", lambda m: problems.append(m.text) if m.type == "error" else None)
    tab.on("pageerror", lambda e: problems.append(str(e)))
    tab.goto(f"{served.url}/ui")
    assert tab.url.startswith(f"{served.url}/ui/login")
    tab.get_by_label("API key").fill(served.keys["admin"])
    tab.get_by_role("button", name="Log in").click()
    tab.wait_for_url(f"{served.url}/ui")
    yield tab
    context.close()
    assert problems == []


def api(served: Served) -> httpx.Client:
    headers = {"Authorization": f"Bearer {served.keys['admin']}"}
    return httpx.Client(base_url=served.url, headers=headers, timeout=30)


def test_every_page_loads_is_accessible_and_is_photographed(
    page: Any, served: Served, axe: str, chromium: Any
) -> None:
    for name, path in PAGES.items():
        page.goto(served.url + path)
        assert page.locator("h1").count() == 1
        assert page.locator(".problem").count() == 0, name
        if SCREENSHOTS and served.store == "sqlite":
            Path(SCREENSHOTS).mkdir(parents=True, exist_ok=True)
            page.screenshot(path=Path(SCREENSHOTS) / f"{name}.png", full_page=True)
    cookies = page.context.cookies()
    audit = chromium.new_context(bypass_csp=True)  # axe is injected as an inline script
    audit.add_cookies(cookies)
    checked = audit.new_page()
    try:
        for name, path in PAGES.items():
            checked.goto(served.url + path)
            checked.add_script_tag(content=axe)
            found = checked.evaluate("async () => (await axe.run()).violations"
                                     ".map(v => ({id: v.id, impact: v.impact}))")  # fmt: skip
            bad = [v for v in found if v["impact"] in ("serious", "critical")]
            assert bad == [], (name, bad)
    finally:
        audit.close()


def test_the_keyboard_reaches_the_content_first(page: Any, served: Served) -> None:
    page.goto(served.url + PAGES["memories"])
    page.keyboard.press("Tab")
    assert page.evaluate("document.activeElement.textContent") == "Skip to content"
    page.keyboard.press("Enter")
    assert page.evaluate("document.activeElement.id") == "main"
    page.keyboard.press("Tab")
    focused = page.evaluate("document.activeElement.tagName")
    assert focused in ("INPUT", "SELECT", "BUTTON", "A")


def test_the_slider_shows_what_was_true_then(page: Any, served: Served) -> None:
    page.goto(served.url + PAGES["memories"])
    page.locator("table.current").get_by_role("link", name="user.city").click()
    page.wait_for_url("**/ui/timeline?**key=user.city**")
    said = page.locator("[data-true-then]")
    assert said.inner_text() == "True then: Dana lives in Oslo"
    slider = page.locator("[data-slider]")
    start = int(slider.get_attribute("min"))
    for days, city in ((30, "Lisbon"), (120, "Berlin"), (250, "Oslo")):
        slider.fill(str(start + days * 86400))
        assert said.inner_text() == f"True then: Dana lives in {city}"
        assert page.locator("tr.is-true td").first.inner_text() == f"Dana lives in {city}"
        assert page.locator("g.version.is-true").count() == 1
    page.get_by_label("True on", exact=True).fill("2024-04-15")
    page.get_by_role("button", name="Show").click()
    assert said.inner_text() == "True then: Dana lives in Lisbon"
    events = page.locator("table.events tbody tr")
    assert [events.nth(i).locator("td").nth(1).inner_text() for i in range(events.count())] == [
        "ADD", "SUPERSEDE", "ADD", "SUPERSEDE", "ADD"]  # fmt: skip


def test_the_score_bars_are_the_apis_explanation(page: Any, served: Served) -> None:
    query = "where does Dana live"
    page.goto(served.url + PAGES["search"])
    with api(served) as client:
        answer = client.post("/v1/search", json={"query": query, "user_id": "dana",
                                                 "limit": 5, "explain": True})  # fmt: skip
    hits = answer.json()
    shown = page.locator("section[data-preset=default] li.hit")
    assert [shown.nth(i).get_attribute("data-id") for i in range(shown.count())] == [
        h["id"] for h in hits]  # fmt: skip
    for i, hit in enumerate(hits):
        parts = shown.nth(i).locator("g.part")
        drawn = {parts.nth(j).get_attribute("data-part"): float(parts.nth(j).get_attribute(
            "data-value")) for j in range(parts.count())}  # fmt: skip
        assert drawn == pytest.approx(hit["explanation"]["parts"])
        assert float(shown.nth(i).get_attribute("data-score")) == pytest.approx(hit["score"])
    assert page.locator("section[data-preset=keyword] li.hit").count() >= 1


def test_forgetting_and_correcting_from_the_page(page: Any, served: Served) -> None:
    spare = served.ids["spare"]
    page.goto(served.url + PAGES["memories"])
    page.on("dialog", lambda dialog: dialog.accept())
    page.get_by_role("button", name=f"Forget memory {spare[:8]}").click()
    page.wait_for_url("**/ui/memories?**done=forgot**")
    assert page.get_by_role("status").inner_text().startswith("Forgot 1 memories")
    with api(served) as client:
        assert client.get(f"/v1/memories/{spare}", params={"user_id": "dana"}).status_code == 404
    oslo = served.ids["Dana lives in Oslo"]
    row = page.locator(f"tr[data-id='{oslo}']")
    row.locator("summary").click()
    row.get_by_label("Corrected fact").fill("Dana lives in Bergen")
    row.get_by_role("button", name="Save new version").click()
    page.wait_for_url("**/ui/timeline?**")
    assert page.locator("[data-true-then]").inner_text() == "True then: Dana lives in Bergen"
    with api(served) as client:
        versions = client.get("/v1/timeline", params={"key": "user.city", "user_id": "dana"})
        events = client.get(f"/v1/memories/{oslo}/history", params={"user_id": "dana"})
    assert [v["content"] for v in versions.json()][-2:] == [
        "Dana lives in Oslo", "Dana lives in Bergen"]  # fmt: skip
    assert "SUPERSEDE" in [e["event"] for e in events.json()]


def test_markup_in_a_memory_never_runs(page: Any, served: Served) -> None:
    for path in (PAGES["memories"], "/ui/search?user_id=dana&q=window+xss+script"):
        page.goto(served.url + path)
        assert page.evaluate("window.__xss") is None
        assert page.get_by_text("<script>window.__xss = 1</script>").count() >= 1


def test_a_form_on_another_site_cannot_change_anything(page: Any, served: Served) -> None:
    """A page of another origin posting the forget form: the browser sends no login cookie
    (SameSite=Strict) and no token, so nothing is forgotten."""
    spare = served.ids["markup"]
    page.goto("about:blank")
    page.set_content(f"""<form method="post" action="{served.url}/ui/forget">
        <input name="memory_id" value="{spare}"><input name="user_id" value="dana">
        <button>go</button></form>""")
    page.get_by_role("button", name="go").click()
    page.wait_for_load_state()
    assert "/ui/forget" not in page.url or page.locator(".problem").count() == 1
    with api(served) as client:
        assert client.get(f"/v1/memories/{spare}", params={"user_id": "dana"}).status_code == 200
