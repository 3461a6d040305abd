"""Figures in the Sky at the web table, in a real headless Chromium against a real ``innovation
serve`` (run through tests/web/unfinished_serve.py: the set is still refused as unfinished outside
tests): a figure's karma and inspire effect in its card's description, the decrees held shown as
special achievements, the Inspire action taken by a click, bob's figures in hand shown to ann by
their backs only; and the same seat in Korean (translated karma and Inspire label)."""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.figures.table_position import BOB_FIGURES, HATSHEPSUT_KARMA, figures_position
from tests.requirements import require
from tests.web.conftest import Server
from tests.web.unseen_table import store

require("playwright.sync_api", "browser tests")

from playwright.sync_api import Browser, Page, expect  # noqa: E402

from innovation.i18n.cards import localized_catalogue  # noqa: E402
from innovation.testing import unfinished_sets  # noqa: E402
from tests.web.test_browser import PAGE_ERRORS, TIMEOUT, VIEWPORT, no_page_errors, shot  # noqa: E402
from tests.web.test_browser import new_page as desktop_page  # noqa: E402

pytestmark = pytest.mark.browser

OPENED: list[Page] = []
#: How long a first page load may take (ms): the catalogue of a Figures game is built on demand
#: by a server started for the test, on a machine the suite shares.
LOAD = 30_000


@pytest.fixture(autouse=True)
def _fresh_pages() -> Iterator[None]:
    PAGE_ERRORS.clear()
    yield
    while OPENED:
        OPENED.pop().context.close()


@pytest.fixture
def figures_server(tmp_path: Path) -> Iterator[Server]:
    srv = Server(
        tmp_path / "games.sqlite3",
        tmp_path / "server.log",
        launcher=(sys.executable, "-m", "tests.web.unfinished_serve"),
    )
    with unfinished_sets():
        store(srv.db, figures_position())
    srv.start()
    try:
        yield srv
    finally:
        srv.stop()


def seat_links(server: Server) -> dict[str, str]:
    """A fresh copy of the position, stored with both seats human (the server stopped meanwhile)."""
    server.stop()
    with unfinished_sets():
        _game_id, tokens = store(server.db, figures_position())
    server.start()
    return {name: f"{server.url}/play#{tok}" for name, tok in tokens.items()}


def test_karmas_decrees_and_the_inspire_action_at_the_table(
    browser: Browser, figures_server: Server, screenshots: Path
) -> None:
    links = seat_links(figures_server)
    ann = desktop_page(browser)
    OPENED.append(ann)
    ann.goto(links["ann"])
    expect(ann.locator("#status")).to_have_text("live", timeout=LOAD)
    expect(ann.locator("#decision.mine")).to_be_visible()

    # Hatshepsut's description: her inspire effect and her karma.
    ann.hover("#me [data-card='hatshepsut']")
    detail = ann.locator("#card-detail")
    expect(detail).to_contain_text("Inspire: Draw a 1.")
    expect(detail).to_contain_text("Karma: " + HATSHEPSUT_KARMA)
    ann.mouse.move(0, 0)

    # The decrees held: ann's War, bob's Rivalry, as special achievements with their names.
    expect(ann.locator("#me .achievements .card.special[data-special='war_decree'] .name")).to_have_text("War")
    rivalry = "#opponents .achievements .card.special[data-special='rivalry_decree']"
    expect(ann.locator(f"{rivalry} .name")).to_have_text("Rivalry")
    ann.hover(rivalry)
    expect(detail).to_contain_text("Issued with figures (a purple one among them)")
    ann.mouse.move(0, 0)
    expect(ann.locator("#shared .specials .card.special[data-special='war_decree']")).to_have_count(0)

    # bob's three figures in hand: backs only (set and value), in the page and in what it was sent.
    expect(ann.locator("#opponents .hand [data-card]")).to_have_count(0)
    expect(ann.locator("#opponents .hand .back")).to_have_count(3)
    sent = ann.evaluate("() => JSON.stringify(window.innovationTable.state())")
    html = ann.content()
    for name in BOB_FIGURES:
        assert name not in html and f'"{name.lower()}"' not in sent and name not in sent
    shot(ann, screenshots, "figures")

    # The Inspire action by a click: Hatshepsut's inspire effect draws a 1, then the Inspire draw.
    number = ann.get_attribute("body", "data-decision")
    button = ann.locator("#decision button.choice[data-option='inspire green']")
    expect(button).to_have_text("Inspire green")
    button.click()
    ann.wait_for_selector(f"body:not([data-decision='{number}'])", timeout=LOAD)
    expect(ann.locator("#me .hand h4")).to_have_text("hand (3)")
    expect(ann.locator("#decision button.choice[data-option='inspire green']")).to_have_count(0)  # once a turn
    no_page_errors()


def test_the_same_seat_in_korean(browser: Browser, figures_server: Server) -> None:
    """The karma in Korean in the card's description, the Inspire label in Korean."""
    links = seat_links(figures_server)
    context = browser.new_context(viewport=VIEWPORT, locale="ko-KR")  # type: ignore[arg-type]
    context.set_default_timeout(TIMEOUT)
    context.on("weberror", lambda err: PAGE_ERRORS.append(str(err.error)))
    page = context.new_page()
    OPENED.append(page)
    page.goto(links["ann"])
    expect(page.locator("#decision.mine")).to_be_visible(timeout=LOAD)
    with unfinished_sets():
        korean = localized_catalogue(figures_position().catalogue(), "ko").cards["hatshepsut"]
    page.hover("#me [data-card='hatshepsut']")
    expect(page.locator("#card-detail")).to_contain_text("카르마: " + korean.karmas[0])
    expect(page.locator("#card-detail")).to_contain_text("영감: " + (korean.inspire or ""))
    expect(page.locator("#decision button.choice[data-option='inspire green']")).to_have_text("영감: 초록색")
    no_page_errors()
