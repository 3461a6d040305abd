"""Prompts that say who and where (issue 32), in a real headless Chromium against a real
``innovation serve``: a demand's prompt names the player making it and where the cards go, and
the log says where each card went and from where."""

from __future__ import annotations

import random
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.requirements import require
from tests.web.conftest import Server
from tests.web.helpers import HUMAN_PAIR, answer, auth, choices, tokens

require("playwright.sync_api", "browser tests")
httpx = require("httpx")

from playwright.sync_api import Browser, Page, expect  # noqa: E402

from tests.web.test_browser import PAGE_ERRORS, no_page_errors, shot  # noqa: E402
from tests.web.test_browser import new_page as desktop_page  # noqa: E402

pytestmark = pytest.mark.browser

OPENED: list[Page] = []


@pytest.fixture(autouse=True)
def _fresh_pages() -> Iterator[None]:
    PAGE_ERRORS.clear()
    yield
    while OPENED:
        OPENED.pop().context.close()


def seat_state(client: Any, token: str) -> dict[str, Any]:
    response = client.get("/api/seat", headers=auth(token))
    assert response.status_code == 200, response.text
    body: dict[str, Any] = response.json()
    return body


def play_until_a_demand(client: Any, seat_tokens: dict[str, str], rnd: random.Random) -> tuple[str, dict[str, Any]]:
    """Answer both seats at random until one is asked by the other's demand to move cards; that
    seat's name and state."""
    for _ in range(600):
        for name, token in seat_tokens.items():
            st = seat_state(client, token)
            assert st["view"]["result"] is None, "the game ended before a demand"
            decision = st["view"]["decision"]
            if not choices(st):
                continue
            if decision["effect"] == "demand" and decision["activator"] != name and decision["dest"] is not None:
                return name, st
            pick = rnd.choice(choices(st) or [])["id"]
            response = answer(client, token, st["decision_number"], pick)
            assert response.status_code == 200, response.text
            break
    raise AssertionError("no demand came")


def test_a_demand_prompt_names_both_players_and_the_log_says_from_where_to_where(
    browser: Browser, server: Server, screenshots: Path
) -> None:
    made = httpx.post(server.url + "/api/games", json={"seats": HUMAN_PAIR, "practice": True, "seed": 2})
    assert made.status_code == 201, made.text
    body = made.json()
    seat_tokens = tokens(body)
    with httpx.Client(base_url=server.url, timeout=30) as client:
        demanded, st = play_until_a_demand(client, seat_tokens, random.Random(4))
    demander = st["view"]["decision"]["activator"]
    link = next(seat["link"] for seat in body["seats"] if seat["name"] == demanded)
    page = desktop_page(browser)
    OPENED.append(page)
    page.goto(server.url + link)
    expect(page.locator("#status")).to_have_text("live")
    headline = page.locator("#decision .headline")
    # "ann demands: transfer a card from your board to ann's board" — who asks, what, from where, to where
    expect(headline).to_contain_text(f"{demander} demands: ")
    text = headline.inner_text()
    assert re.search(rf" from (your|{demander}'s) [a-z ]+ to ({demander}'s|your|its|the) ", text), text
    assert text == st["headline"]
    page.mouse.move(0, 0)  # no card text over the picture
    shot(page, screenshots, "demand-prompt")
    # Answer on the page; the log then names both players and both places of the card moved
    # (this seed's demand: Compass, a card from the demanded player's board to the demander's).
    decision = st["view"]["decision"]
    assert decision["verb"] == "transfer" and decision["dest"]["owner"] == demander, decision
    moved = page.locator(
        "#log li", has_text=re.compile(rf"^{demanded} transferred .+ from your \w+ to {demander}'s \w+\.$")
    )
    earlier = moved.count()  # the same demand met before in this game, if any
    targets = page.locator("#table .target")  # the cards offered, marked where they lie
    if targets.count():
        targets.first.click()
    else:
        page.locator("#decision .buttons button").first.click()
    expect(moved).to_have_count(earlier + 1)
    no_page_errors()
