"""The Unseen's safe at the web table, in a real headless Chromium against a real ``innovation
serve``: a 4th-edition game with secrets in both safes, seen from each seat on a desktop and on a
390×844 touch phone, and a secret achieved by taps (docs/web.md, "The Unseen's safe")."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.requirements import require
from tests.web.conftest import Server
from tests.web.unseen_table import ANN_SECRETS, BOB_SECRETS, store, unseen_position

require("playwright.sync_api", "browser tests")

from playwright.sync_api import Browser, Page, expect  # noqa: E402

from tests.web.test_browser import PAGE_ERRORS, PHONE, TIMEOUT, assert_laid_out, no_page_errors, shot  # noqa: E402
from tests.web.test_browser import new_page as desktop_page  # noqa: E402
from tests.web.test_browser_table import layout  # noqa: E402

pytestmark = pytest.mark.browser

#: Every special achievement of The Unseen, as the table names them.
UNSEEN_SPECIALS = {
    "confidence": "Confidence",
    "zen": "Zen",
    "anonymity": "Anonymity",
    "folklore": "Folklore",
    "mystery": "Mystery",
}

OPENED: list[Page] = []


@pytest.fixture(autouse=True)
def _fresh_pages() -> Iterator[None]:
    PAGE_ERRORS.clear()
    yield
    while OPENED:
        OPENED.pop().context.close()


def desktop(browser: Browser) -> Page:
    page = desktop_page(browser)
    OPENED.append(page)
    return page


def phone(browser: Browser) -> Page:
    """390×844 with touch events and a mobile viewport."""
    context = browser.new_context(viewport=PHONE, has_touch=True, is_mobile=True)  # type: ignore[arg-type]
    context.set_default_timeout(TIMEOUT)
    context.on("weberror", lambda err: PAGE_ERRORS.append(str(err.error)))
    context.on("console", lambda msg: PAGE_ERRORS.append(msg.text) if msg.type == "error" else None)
    page = context.new_page()
    OPENED.append(page)
    return page


def seat_links(server: Server) -> dict[str, str]:
    """The Unseen position stored with both seats human (the server is stopped meanwhile)."""
    server.stop()
    _game_id, tokens = store(server.db, unseen_position())
    server.start()
    return {name: f"{server.url}/play#{tok}" for name, tok in tokens.items()}


def secret_ids(names: tuple[str, ...]) -> list[str]:
    return [n.lower() for n in names]


def assert_sees_own_safe_and_backs_of_the_other(page: Page, me: str, mine: tuple[str, ...], theirs: int) -> None:
    """``me``'s page: my secrets face up in my safe; the other's safe only as backs (set, age)."""
    own = page.locator(f"#me .zone-safe[data-owner='{me}']")
    for card in secret_ids(mine):
        expect(own.locator(f".card.secret[data-card='{card}']")).to_have_count(1)
    other = page.locator("#opponents .zone-safe")
    expect(other.locator(".back")).to_have_count(theirs)
    expect(other.locator("[data-card]")).to_have_count(0)  # not one face
    for back in other.locator(".back").all():
        assert re.fullmatch(r"\d+unseen", (back.inner_text() or "").replace("\n", "").strip()), back.inner_text()


def test_each_seat_sees_its_secrets_and_only_the_backs_of_the_others(
    browser: Browser, server: Server, screenshots: Path
) -> None:
    """ann (desktop) and bob (phone): each safe with its limit (5 − the highest splay: ann's
    blue right → 3, bob's purple aslant → 1) and how full it is; the owner's secrets face up, the
    other's as backs only, in the page and in what the page was sent; the achieve-a-secret action
    on ann's secret of value 1; The Unseen's five special achievements among the others, one of
    them claimed by bob; and ann achieves her secret by taps on a phone."""
    links = seat_links(server)
    ann = desktop(browser)
    ann.goto(links["ann"])
    expect(ann.locator("#status")).to_have_text("live")
    expect(ann.locator("#decision.mine")).to_be_visible()

    # ann's own safe: her two secrets face up, the room left drawn, the limit said.
    mine = ann.locator("#me .zone-safe")
    expect(mine).to_have_attribute("data-limit", "3")
    expect(mine.locator(".zone-count")).to_have_text("2 of at most 3")
    expect(mine.locator(".safe-rule")).to_contain_text("limit 3: 5 − the highest splay (aslant counts 4)")
    expect(mine.locator(".safe-place")).to_have_count(1)
    expect(mine).not_to_have_class(re.compile(r"\bfull\b"))
    assert_sees_own_safe_and_backs_of_the_other(ann, "ann", ANN_SECRETS, len(BOB_SECRETS))
    theirs = ann.locator("#opponents .zone-safe")
    expect(theirs).to_have_attribute("data-limit", "1")
    expect(theirs.locator(".zone-count")).to_have_text("1 of at most 1")
    expect(theirs).to_have_class(re.compile(r"\bfull\b"))
    expect(theirs.locator(".full-badge")).to_have_text("full")
    expect(theirs.locator(".safe-place")).to_have_count(0)

    # The achieve-a-secret action is on the secret it names (value 1: Myth), apart from "Achieve 1".
    secret_target = mine.locator(".card.secret.target")
    expect(secret_target).to_have_count(1)
    expect(secret_target).to_have_attribute("data-card", "myth")
    expect(secret_target.locator(".choice-tag")).to_have_text("Achieve a secret 1")
    expect(ann.locator("#shared [data-key='achievement:1'] .choice-tag")).to_have_text("Achieve 1")

    # The Unseen's specials are shown like the others, with their conditions on hover.
    for sid, name in UNSEEN_SPECIALS.items():
        where = "#opponents .achievements" if sid == "zen" else "#shared .specials"  # bob claimed Zen
        expect(ann.locator(f"{where} .card.special[data-special='{sid}'] .name")).to_have_text(name)
    expect(ann.locator("#shared .specials .card.special[data-special='zen']")).to_have_count(0)
    ann.hover("#shared .specials .card.special[data-special='confidence']")
    expect(ann.locator("#card-detail")).to_contain_text("special achievement")
    ann.mouse.move(0, 0)
    assert_laid_out(ann)
    shot(ann, screenshots, "unseen-safe")

    # bob on a phone: his own secret face up, ann's two as backs, and nothing of theirs anywhere.
    bob = phone(browser)
    bob.goto(links["bob"])
    expect(bob.locator("#status")).to_have_text("live")
    assert_sees_own_safe_and_backs_of_the_other(bob, "bob", BOB_SECRETS, len(ANN_SECRETS))
    expect(bob.locator("#opponents .zone-safe .zone-count")).to_have_text("2 of at most 3")
    expect(bob.locator("#me .zone-safe .zone-count")).to_have_text("1 of at most 1")
    sent = bob.evaluate("() => JSON.stringify(window.innovationTable.state())")
    html = bob.content()
    for card in ANN_SECRETS:
        assert card not in html and card.lower() not in html
        assert f'"{card.lower()}"' not in sent and card not in sent
    assert layout(bob) == {"scroll": 0, "piles": 0, "panels": 0, "cards": 0}
    assert_laid_out(bob)
    bob.screenshot(path=str(screenshots / "web-unseen-safe-phone-opponent.png"), full_page=True)

    # ann on a phone achieves her secret by taps: a tap says what will happen, Confirm acts.
    ann_phone = phone(browser)
    ann_phone.goto(links["ann"])
    expect(ann_phone.locator("#status")).to_have_text("live")
    assert layout(ann_phone) == {"scroll": 0, "piles": 0, "panels": 0, "cards": 0}
    assert_laid_out(ann_phone)
    ann_phone.screenshot(path=str(screenshots / "web-unseen-safe-phone.png"), full_page=True)
    number = ann_phone.get_attribute("body", "data-decision")
    target = ann_phone.locator("#me .zone-safe .card.secret.target")
    target.tap()
    expect(ann_phone.locator("#decision .selection-box .selected-label")).to_have_text("Selected: Achieve a secret 1")
    ann_phone.locator("#confirm-choice").tap()
    ann_phone.wait_for_selector(f"body:not([data-decision='{number}'])")
    expect(ann_phone.locator("#me .zone-safe .zone-count")).to_have_text("1 of at most 3")
    expect(ann_phone.locator("#me .zone-safe .safe-place")).to_have_count(2)
    expect(ann_phone.locator("#me .achievements [data-card='myth']")).to_have_count(1)
    # bob's table follows live: one back fewer in ann's safe, one achievement more — still a back.
    expect(bob.locator("#opponents .zone-safe .back")).to_have_count(1)
    expect(bob.locator("#opponents .achievements .back")).to_have_count(1)
    assert "myth" not in bob.content().lower()
    assert "Myth" not in bob.evaluate("() => JSON.stringify(window.innovationTable.state())")
    no_page_errors()
