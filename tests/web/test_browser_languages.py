"""A whole game in Korean and one in Japanese in a real Chromium: the browser's locale sends its
``Accept-Language``, and every page — the lobby, the table at every step, the card texts, the
result box — shows no English word but names (card, player, set and bot names stay the English
keys). The screenshots of docs/i18n.md are taken here (INNOVATION_UPDATE_SCREENSHOTS=1)."""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest

from tests.requirements import require
from tests.web.conftest import Server

require("playwright.sync_api", "browser tests")
httpx = require("httpx")

from playwright.sync_api import Browser, Page, expect  # noqa: E402

from innovation.i18n import translator  # noqa: E402

pytestmark = pytest.mark.browser

TIMEOUT = 20_000
VIEWPORT = {"width": 1400, "height": 950}
#: What every page may show in Latin letters besides names: the option values a help text quotes
#: ('third', 'first' …), the card names in the edition option's help, and abbreviations.
LOBBY_WORDS = {"third", "first", "fourth", "last", "Asmadi", "Iello", "BGA", "MCTS", "CPU", "time", "true", "false"}
#: Everything a page shows: its title, its text and the attributes a reader sees.
SHOWN = """() => {
  const parts = [document.title, document.body.innerText];
  for (const el of document.querySelectorAll("[title], [placeholder], [aria-label]")) {
    for (const name of ["title", "placeholder", "aria-label"]) {
      const value = el.getAttribute(name);
      if (value) parts.push(value);
    }
  }
  for (const el of document.querySelectorAll("svg title")) parts.push(el.textContent);
  return parts.join("\\n");
}"""


def names_of(server: Server, expansions: str) -> list[str]:
    """Card, special achievement, set and icon names (they stay English), longest first."""
    cards = httpx.get(f"{server.url}/api/cards?expansions={expansions}", timeout=10).json()
    lobby = httpx.get(f"{server.url}/api/lobby", timeout=10).json()
    names = {c["name"] for c in cards["cards"].values()} | {s["name"] for s in cards["specials"].values()}
    names |= {c["set"] for c in cards["cards"].values()} | {e["name"] for e in lobby["expansions"]}
    names |= {b["name"] for b in lobby["bots"]} | {"ann", "bob", "base", "Endorse", "English"}
    # The Cities action keeps its English name beside the translation, and a card named in a
    # rule option's help is a name too.
    names |= {"Oars", "Fermenting", "Feudalism", "Measurement", "Societies", "Statistics"}
    names |= {"Industrialization", "Combustion", "Fission"}
    return sorted(names, key=len, reverse=True)


def english_left(text: str, names: list[str]) -> list[str]:
    text = re.sub(r"https?://\S+", "", text)
    for name in names:
        text = text.replace(name, " ")
    return [w for w in re.findall(r"[A-Za-z]{2,}", text) if w not in LOBBY_WORDS]


def check_page(page: Page, names: list[str], where: str) -> None:
    left = english_left(page.evaluate(SHOWN), names)
    assert not left, f"{where}: English left on the page: {sorted(set(left))[:20]}"


def wait_for_turn_or_end(page: Page) -> bool:
    page.wait_for_selector("#decision.mine, body[data-phase=over]")
    return page.get_attribute("body", "data-phase") != "over"


def click_a_choice(page: Page, rnd: random.Random) -> None:
    number = int(page.get_attribute("body", "data-decision") or "-1")
    targets = page.locator("#table .target, #decision button.choice")
    count = targets.count()
    assert count, "a decision with nothing to click"
    targets.nth(rnd.randrange(count)).click()
    page.wait_for_selector(f"body:not([data-decision='{number}'])")


@pytest.mark.parametrize("lang, locale", [("ko", "ko-KR"), ("ja", "ja-JP")])
def test_a_whole_game_in_the_language(
    browser: Browser, server: Server, screenshots: Path, lang: str, locale: str
) -> None:
    errors: list[str] = []
    context = browser.new_context(viewport=VIEWPORT, locale=locale)  # type: ignore[arg-type]
    context.set_default_timeout(TIMEOUT)
    context.on("weberror", lambda err: errors.append(str(err.error)))
    page = context.new_page()
    tr = translator(lang)
    names = names_of(server, "echoes")

    page.goto(server.url + "/")
    expect(page.locator("#create")).to_have_text(tr.text("Create the game", "web"))
    expect(page.locator(".seat-row")).to_have_count(2)
    page.locator(".seat-kind").nth(1).select_option("heuristic")
    page.check("#set-echoes")
    page.check("#practice")
    page.fill("#seed", "21")
    check_page(page, names, "lobby")
    page.click("#create")
    expect(page.locator(".seat-link")).to_have_count(1)
    check_page(page, names, "lobby with links")
    page.screenshot(path=str(screenshots / f"web-{lang}-lobby.png"))

    page.goto(server.url + (page.locator(".seat-link").get_attribute("href") or ""))
    expect(page.locator("#status")).to_have_text(tr.text("live", "web"))
    rnd = random.Random(21)
    moves = 0
    while wait_for_turn_or_end(page):
        if moves % 5 == 0:
            check_page(page, names, f"table, move {moves}")
        click_a_choice(page, rnd)
        moves += 1
        assert moves < 600, "the game should have ended"
        if moves == 14:
            page.hover("#me .pile .card")
            expect(page.locator("#card-detail")).to_be_visible()
            check_page(page, names, "a card's texts")
            page.screenshot(path=str(screenshots / f"web-{lang}-play.png"))
            page.mouse.move(0, 0)
    result = page.locator("#result")
    expect(result).to_be_visible()
    headlines = {tr.text(t, "web") for t in ("You win!", "You lose.", "You share the win!", "Nobody won.")}
    assert result.locator("h2").inner_text() in headlines
    check_page(page, names, "the end")
    page.screenshot(path=str(screenshots / f"web-{lang}-end.png"))
    assert not errors, errors
    context.close()


def test_a_refused_answer_is_said_in_the_language(browser: Browser, server: Server) -> None:
    """An answer the server refuses (another seat's decision) shows the player's language; the
    API still gives programs the English text."""
    made = httpx.post(
        f"{server.url}/api/games",
        json={"seats": [{"name": "ann"}, {"name": "bob"}], "practice": True, "seed": 6},
        timeout=10,
    ).json()
    links = {s["name"]: s["link"] for s in made["seats"]}
    context = browser.new_context(viewport=VIEWPORT, locale="ja-JP")  # type: ignore[arg-type]
    context.set_default_timeout(TIMEOUT)
    page = context.new_page()
    token = links["ann"].split("#", 1)[1]
    state = httpx.get(f"{server.url}/api/seat", headers={"authorization": f"Bearer {token}"}, timeout=10).json()
    waiting = state["view"]["waiting_for"]
    other = "bob" if waiting == "ann" else "ann"
    page.goto(server.url + links[other])
    expect(page.locator("#status")).to_have_text(translator("ja").text("live", "web"))
    number = int(page.get_attribute("body", "data-decision") or "-1")
    page.evaluate(f"window.innovationTable.answer('draw', {number})")
    error = page.locator("#error")
    expect(error).to_be_visible()
    assert re.search(r"[\u3040-\u30ff]", error.inner_text()), error.inner_text()
    assert waiting in error.inner_text()
    context.close()


@pytest.mark.parametrize("lang", ["ko", "ja"])
def test_terminal_screenshots_in_the_language(browser: Browser, screenshots: Path, lang: str) -> None:
    """docs/i18n.md's terminal pictures: a whole game played through ``innovation play``'s
    terminal (seed 21, Echoes; a heuristic bot types the keys for the human), a turn from its
    middle and its last lines, rendered by Rich as SVG and photographed by Chromium."""
    import io

    from rich.console import Console
    from rich.text import Text

    from innovation import Game, GameConfig
    from innovation.bots.agents import HeuristicAgent
    from innovation.cli.play_cmd import TerminalGame, option_keys

    game = Game.new(GameConfig(players=("you", "bot"), seed=21, expansions=("echoes",)))
    out = io.StringIO()
    typist = HeuristicAgent()

    def read(prompt: str) -> str:
        decision = game.pending
        if decision is None:
            raise EOFError
        # The key the terminal shows for that option (an action's own key, a number otherwise).
        answer = option_keys(decision)[decision.options.index(typist.choose(game, decision))]
        out.write(prompt + answer + "\n")
        return answer

    console = Console(file=out, width=110, color_system=None)
    TerminalGame(game, "you", {"bot": HeuristicAgent()}, console=console, read=read, lang=lang).run()
    lines = out.getvalue().splitlines()
    middle = len(lines) // 2
    for name, part in (("play", lines[middle : middle + 44]), ("end", lines[-44:])):
        shot = Console(record=True, width=110, file=io.StringIO(), color_system="truecolor")
        for line in part:
            shot.print(Text(line))
        page = browser.new_page(viewport={"width": 1000, "height": 900})
        page.set_content(
            f"<body style='margin:0;background:#fff'>{shot.export_svg(title='innovation play --lang ' + lang)}</body>"
        )
        page.locator("svg").screenshot(path=str(screenshots / f"terminal-{lang}-{name}.png"))
        page.close()
