"""Issue 32's table in a real headless Chromium against a real ``innovation serve``: a turn played
by taps on a 390×844 touch screen, rejoining from the lobby's list (and on another device, by the
seats' code), a spectator watching live, a replay stepped to the end, and a chat line (with
markup in it) seen by the other seat and a spectator."""

from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.requirements import require
from tests.web.conftest import Server
from tests.web.helpers import HUMAN_PAIR, answer, auth, choices, play_out, tokens

require("playwright.sync_api", "browser tests")
httpx = require("httpx")

from playwright.sync_api import Browser, Page, expect  # noqa: E402

from tests.web.test_browser import PAGE_ERRORS, TIMEOUT, no_page_errors, shot  # noqa: E402
from tests.web.test_browser import new_page as desktop_page  # noqa: E402

pytestmark = pytest.mark.browser

PHONE = {"width": 390, "height": 844}


#: The pages this test opened: closed at its end, so that none keeps reconnecting to a server
#: that is gone (and reporting it as an error of the next test).
OPENED: list[Page] = []


@pytest.fixture(autouse=True)
def _fresh_pages() -> Iterator[None]:
    PAGE_ERRORS.clear()
    yield
    while OPENED:
        OPENED.pop().context.close()


def new_page(browser: Browser) -> Page:
    page = desktop_page(browser)
    OPENED.append(page)
    return page


def phone_page(browser: Browser) -> Page:
    """A phone: 390×844, touch events, a mobile viewport (its own storage: another person)."""
    context = browser.new_context(viewport=PHONE, has_touch=True, is_mobile=True)  # type: ignore[arg-type]
    context.set_default_timeout(TIMEOUT)
    context.on("weberror", lambda err: PAGE_ERRORS.append(str(err.error)))
    context.on("console", lambda msg: PAGE_ERRORS.append(msg.text) if msg.type == "error" else None)
    page = context.new_page()
    OPENED.append(page)
    return page


def create(server: Server, seats: list[dict[str, Any]], **extra: Any) -> dict[str, Any]:
    made = httpx.post(server.url + "/api/games", json={"seats": seats, **extra})
    assert made.status_code == 201, made.text
    body: dict[str, Any] = made.json()
    return body


def layout(page: Page) -> dict[str, int]:
    """Sideways scrolling, and pairs of piles or panels that overlap, on the page as drawn."""
    measured: dict[str, int] = page.evaluate(
        """() => {
          const overlapping = (sel) => {
            const boxes = [...document.querySelectorAll(sel)].map((e) => e.getBoundingClientRect());
            let n = 0;
            for (let i = 0; i < boxes.length; i++) for (let j = i + 1; j < boxes.length; j++) {
              const a = boxes[i], b = boxes[j];
              const apart = a.right - 0.5 <= b.left || b.right - 0.5 <= a.left
                || a.bottom - 0.5 <= b.top || b.bottom - 0.5 <= a.top;
              if (!apart) n++;
            }
            return n;
          };
          return {
            scroll: document.documentElement.scrollWidth - document.documentElement.clientWidth,
            piles: overlapping(".pile"),
            panels: overlapping(".player"),
            cards: overlapping("#me .hand .card"),
          };
        }"""
    )
    return measured


def test_a_full_turn_played_by_taps_on_a_phone(browser: Browser, server: Server, screenshots: Path) -> None:
    """Opening meld and ann's whole first turn (both actions) by taps at 390×844: a tap selects
    and says what will happen (the card's texts; for a dogma each board's count of its featured
    icon), a second tap or Confirm acts; every target names its action on the page."""
    made = create(server, [{"name": "ann"}, {"name": "bob", "bot": "heuristic"}], practice=True, seed=4)
    page = phone_page(browser)
    page.goto(server.url + made["seats"][0]["link"])
    expect(page.locator("#status")).to_have_text("live")
    previewed_dogma = False
    started: int | None = None  # the turn in which ann began a turn of two actions
    rnd = random.Random(3)
    for move in range(60):
        page.wait_for_selector("#decision.mine")
        view = page.evaluate("() => window.innovationTable.state().view")
        if started is None and view["phase"] == "turn" and view["turn_player"] == "ann" and view["actions_left"] == 2:
            started = view["turn"]
        if started is not None and view["turn"] > started:
            break  # ann's whole turn of two actions was played by taps
        assert layout(page) == {"scroll": 0, "piles": 0, "panels": 0, "cards": 0}, move
        number = page.get_attribute("body", "data-decision")
        targets = page.locator("#table .target")
        dogma = page.locator("#table .target", has_text="Dogma")
        if dogma.count() and not previewed_dogma:
            target = dogma.first
        elif targets.count():
            target = targets.nth(rnd.randrange(targets.count()))
        else:
            target = None
        if target is None:  # only buttons (Draw, Done …): they say what they do
            page.locator("#decision button.choice").first.tap()
        else:
            tag = target.locator(".choice-tag")
            expect(tag).to_be_visible()  # the action is on the page, not only in a title
            assert (tag.inner_text() or "").strip() == target.get_attribute("title")
            target.tap()
            box = page.locator("#decision .selection-box")
            expect(box).to_be_visible()
            expect(box.locator(".selected-label")).to_contain_text(target.get_attribute("title") or "")
            assert page.get_attribute("body", "data-decision") == number  # a tap alone acts on nothing
            if "Dogma" in (target.get_attribute("title") or ""):
                expect(box.locator(".preview-icons")).to_contain_text("ann")
                expect(box.locator(".preview-icons")).to_contain_text("bob")
                expect(box.locator(".preview-texts li").first).not_to_be_empty()
                if not previewed_dogma:
                    shot(page, screenshots, "phone-tap-preview")
                previewed_dogma = True
                page.locator("#cancel-choice").tap()  # a change of mind: nothing happens
                expect(box).to_be_hidden()
                assert page.get_attribute("body", "data-decision") == number
                target.tap()
                expect(box).to_be_visible()
            if move % 2:
                page.locator("#confirm-choice").tap()
            else:
                target.tap()  # a second tap on the selected target acts
        page.wait_for_selector(f"body:not([data-decision='{number}'])")
    else:
        pytest.fail("ann's first whole turn did not end within 60 decisions")
    assert previewed_dogma, "no dogma was offered to preview"
    assert layout(page) == {"scroll": 0, "piles": 0, "panels": 0, "cards": 0}
    page.screenshot(path=str(screenshots / "web-phone-turn.png"), full_page=True)
    no_page_errors()


def test_rejoin_from_the_game_list_and_on_another_device(browser: Browser, server: Server, screenshots: Path) -> None:
    made = create(server, HUMAN_PAIR, practice=True, seed=5)
    page = new_page(browser)
    page.goto(server.url + made["seats"][0]["link"])  # opening a seat keeps it in this browser
    expect(page.locator("#status")).to_have_text("live")
    page.goto(server.url + "/")
    kept = page.locator(".kept-seat")
    expect(kept).to_have_count(1)
    assert kept.get_attribute("data-seat") == "ann" and kept.get_attribute("data-game") == made["game"]
    shot(page, screenshots, "lobby-seats")
    kept.click()
    expect(page.locator("#me h2")).to_contain_text("ann")
    expect(page.locator("#status")).to_have_text("live")
    # another device: the seats' link carries them (its fragment never reaches the server)
    page.goto(server.url + "/")
    page.click("#move-seats summary")
    link = page.get_attribute("#export-link", "href") or ""
    assert link.startswith("/#seats=")
    other = new_page(browser)
    other.goto(server.url + "/")
    expect(other.locator(".kept-seat")).to_have_count(0)
    other.goto(server.url + link)
    expect(other.locator(".kept-seat")).to_have_count(1)
    assert other.url == server.url + "/"  # the code left the address bar
    other.click(".kept-seat")
    expect(other.locator("#me h2")).to_contain_text("ann")
    # and pasting garbage adds nothing
    other.goto(server.url + "/")
    other.click("#move-seats summary")
    other.fill("#import-code", "not-a-code!<script>")
    other.click("#import-seats")
    expect(other.locator("#import-result")).to_have_text("That is not a code of seats.")
    expect(other.locator(".kept-seat")).to_have_count(1)
    no_page_errors()


def test_an_open_seat_is_taken_from_the_lobbys_list(browser: Browser, server: Server, screenshots: Path) -> None:
    made = create(server, [{"name": "ann"}, {"name": "bob", "open": True}], practice=True, seed=6)
    playing = create(server, [{"name": "cat"}, {"name": "dan", "bot": "random"}])
    page = new_page(browser)
    page.goto(server.url + "/")
    entry = page.locator(f"#open-games li[data-game='{made['game']}']")
    expect(entry).to_contain_text("ann, bob")
    expect(page.locator(f"#playing-games li[data-game='{playing['game']}']")).to_be_visible()
    shot(page, screenshots, "lobby-games")
    entry.locator(".take-seat").click()
    expect(page.locator("#me h2")).to_contain_text("bob")
    page.goto(server.url + "/")
    expect(page.locator(".kept-seat")).to_have_attribute("data-seat", "bob")
    # someone else too late: the seat is gone, the page says so
    late = new_page(browser)
    late.goto(server.url + "/")
    expect(late.locator("#open-games")).to_contain_text("none right now")
    no_page_errors()


def test_a_spectator_watches_live_and_sees_no_hand(browser: Browser, server: Server, screenshots: Path) -> None:
    made = create(server, HUMAN_PAIR, practice=True, seed=7)
    seats = tokens(made)
    eye = phone_page(browser)
    eye.goto(server.url + made["watch"])
    expect(eye.locator("#status")).to_have_text("live")
    expect(eye.locator("#top .watching")).to_have_text("spectator")
    expect(eye.locator("#me")).to_be_empty()
    expect(eye.locator(".player")).to_have_count(2)
    assert eye.locator(".hand .card").count() == 0 and eye.locator(".hand .back").count() == 4
    expect(eye.locator("#chat-form")).to_have_count(0)  # a spectator reads the chat, says nothing
    rnd = random.Random(1)
    with httpx.Client(base_url=server.url) as client:
        for _ in range(12):  # the seats play; the spectator's page follows by itself
            for tok in seats.values():
                st = client.get("/api/seat", headers=auth(tok)).json()
                if choices(st):
                    taken = answer(client, tok, st["decision_number"], rnd.choice(choices(st) or [])["id"])
                    assert taken.status_code == 200
                    break
        last = client.get("/api/seat", headers=auth(seats["ann"])).json()
    expect(eye.locator("#log li")).to_have_count(len(last["view"]["events"]))
    expect(eye.locator("#top .phase")).to_contain_text(f"turn {last['view']['turn']}")
    assert eye.locator(".hand .card").count() == 0  # still no face of any hand
    shot(eye, screenshots, "spectator")
    no_page_errors()


def test_a_replay_stepped_to_the_end(browser: Browser, server: Server, screenshots: Path) -> None:
    made = create(server, HUMAN_PAIR, practice=True, seed=3)
    with httpx.Client(base_url=server.url) as client:
        end = play_out(client, tokens(made))
    page = new_page(browser)
    page.goto(server.url + made["seats"][0]["link"])
    expect(page.locator("#result")).to_be_visible()
    page.click("#replay-link")
    expect(page.locator("#replay-step")).to_contain_text("move 0 of")
    assert page.locator(".hand .card").count() == 0  # the public view first
    for step in (1, 2, 3):
        page.click("#replay-next")
        expect(page.locator("body")).to_have_attribute("data-step", str(step))
    page.click("#replay-back")
    expect(page.locator("body")).to_have_attribute("data-step", "2")
    page.select_option("#replay-seat", "ann")  # any seat's view, the game being over
    expect(page.locator("#me h2")).to_contain_text("ann")
    assert page.locator("#me .hand .card").count() > 0
    page.click("#replay-last")
    steps = page.evaluate("() => window.innovationTable.state().steps")
    expect(page.locator("body")).to_have_attribute("data-step", str(steps))
    expect(page.locator("body")).to_have_attribute("data-phase", "over")
    expect(page.locator("#replay-next")).to_be_disabled()
    assert page.locator("#log li").count() == len(end["view"]["events"])
    shot(page, screenshots, "replay")
    no_page_errors()


def test_a_chat_line_is_seen_by_the_other_seat_and_a_spectator_as_text(
    browser: Browser, server: Server, screenshots: Path
) -> None:
    made = create(server, HUMAN_PAIR, practice=True, seed=8)
    ann, bob, eye = new_page(browser), new_page(browser), new_page(browser)
    ann.goto(server.url + made["seats"][0]["link"])
    bob.goto(server.url + made["seats"][1]["link"])
    eye.goto(server.url + made["watch"])
    for page in (ann, bob, eye):
        expect(page.locator("#status")).to_have_text("live")
    hostile = '<img src=x onerror="window.pwned=1">hello bob'
    ann.fill("#chat-text", hostile)
    ann.click("#chat-send")
    for page in (bob, eye, ann):
        line = page.locator("#chat li[data-n='1']")
        expect(line).to_have_text(f"ann {hostile}")  # the markup shown as text
        assert line.locator("img").count() == 0
        assert page.evaluate("() => window.pwned") is None
    expect(ann.locator("#chat-text")).to_have_value("")
    bob.fill("#chat-text", "hi ann")
    bob.press("#chat-text", "Enter")
    expect(ann.locator("#chat li[data-n='2']")).to_have_text("bob hi ann")
    too_long = "x" * 301
    bob.evaluate("(text) => { document.querySelector('#chat-text').maxLength = 1000; }", too_long)
    bob.fill("#chat-text", too_long)
    bob.click("#chat-send")
    expect(bob.locator("#error")).to_contain_text("at most 300 characters")
    expect(ann.locator("#chat li")).to_have_count(2)
    shot(bob, screenshots, "chat")
    no_page_errors("status of 4", "at most 300")
