"""What `innovation play` shows, checked in-process on exact positions (the pseudo-terminal
tests in test_play_terminal.py cover the keyboard side)."""

from __future__ import annotations

import io
import re
from pathlib import Path

import pytest
from rich.console import Console

from innovation import Decision, Game, GameConfig, RandomAgent
from innovation.cli.play_cmd import TerminalGame
from innovation.rules.cards import Icon
from innovation.rules.turn import Engine
from innovation.testing import Scenario
from tests.cli.scripted import scripted_terminal


def screen(game: Game, answers: list[str], save: Path | None = None) -> tuple[TerminalGame, io.StringIO]:
    """ann's screen, bob a random bot."""
    return scripted_terminal(game, "ann", answers, bots={"bob": RandomAgent(1)}, save=save)


def position() -> Game:
    s = Scenario(players=("ann", "bob"))
    s.board("ann", "Archery", "Oars", splay="left")  # red: Oars on top, Archery hidden under it
    s.board("ann", "Writing")
    s.board("bob", "Sailing", "Code of Laws")
    s.hand("ann", "Calendar")
    s.hand("bob", "Tools")
    s.score("bob", "Pottery")
    s.achievements("ann", "Metalworking")
    return s.build().game


def test_status_shows_board_piles_icons_score_hand_and_opponents() -> None:
    ui, out = screen(position(), [])
    ui.show_status(ui.game.view("ann"))
    text = out.getvalue()
    red = next(line for line in text.splitlines() if line.startswith("red"))
    assert "left" in red and "Oars (1)" in red and "castle crown hex castle" in red and "+1" in red
    assert "castle 3" in red  # Oars' two castles and the castle Archery shows when splayed left
    assert "Icons: crown 2 leaf 0 lightbulb 2 castle 3" in text
    assert "Score: 0 points (0 cards: " in text
    assert "Hand (1): Calendar (2, blue)" in text
    assert "Achievements: 1 (age 1)" in text
    assert "Available: achievements 1 2 3 4 5 6 7 8 9 · special: Monument" in text
    lines = text.splitlines()
    at = next(k for k, line in enumerate(lines) if line.startswith("bob:"))
    assert "score 1 (1 card)" in lines[at] and "hand ages 1" in lines[at]
    assert "green Sailing (1)" in lines[at + 1] and "purple Code of Laws (1)" in lines[at + 1]


def test_the_board_calls_each_icon_what_the_options_and_cards_call_it() -> None:
    """One name a player reads for each icon: the board's totals and slots, the options' "Dogma X —
    lightbulb: …" hints and the card catalogue (the web table's names) say the same word."""
    from innovation.cli.play_cmd import icon_label
    from innovation.protocol.catalogue import slot_icon
    from innovation.rules import labels

    for icon in Icon:
        assert icon_label(int(icon)) == slot_icon(int(icon)) == labels._ICON_NAMES[int(icon)], icon
    writing = Scenario(players=("ann", "bob"))
    writing.board("ann", "Writing")  # featured icon: lightbulb
    game = writing.build().game
    ui, out = screen(game, [])
    ui.show_status(game.view("ann"))
    assert game.pending is not None
    hint = next(ui.option_label(game.pending, o).plain for o in game.pending.options if o.startswith("dogma"))
    assert "lightbulb" in hint and "lightbulb" in out.getvalue()
    assert not re.search(r"(?<!light)bulb", out.getvalue() + hint)


def test_counts_say_one_thing_in_the_singular() -> None:
    s = Scenario(players=("ann", "bob"))
    s.score("ann", "Pottery")
    game = s.build().game
    ui, out = screen(game, [])
    ui.show_status(game.view("ann"))
    assert "Score: 1 point (1 card: Pottery" in out.getvalue()


def test_options_are_numbered_with_hints_and_hidden_cards_are_not_named() -> None:
    game = position()
    ui, _out = screen(game, [])
    d = game.pending
    assert d is not None
    labels = [ui.option_label(d, o).plain for o in d.options]
    assert labels[0] == "Draw a 1"
    assert "Meld Calendar (2, blue)" in labels
    oars = next(label for label in labels if label.startswith("Dogma Oars"))
    assert "castle: you 3; bob 0, demanded" in oars
    asked: list[Decision] = []

    def answer(decision: Decision) -> str:
        asked.append(decision)
        return decision.options[0]

    engine = Engine(game.rules, game.state.clone(), [], answerer=answer)
    engine.choose_card(0, game.state.players[1].score, "Choose a card", optional=True, verb="choose")
    hidden = asked[0]
    assert hidden.options == ("bob:score:base:1", "done")
    assert ui.option_label(hidden, "bob:score:base:1").plain == "a hidden base 1 in bob's score pile"
    assert "Pottery" not in ui.option_label(hidden, "bob:score:base:1").plain
    assert ui.option_label(hidden, "done").plain == "Decline"


def test_keys_reprompt_show_texts_and_save(tmp_path: Path) -> None:
    game = position()
    save = tmp_path / "g.json"
    # An action's key names it ("dr": draw); a number is not one of an action's keys.
    ui, out = screen(game, ["", "zzz", "99", "?2", "?", "?nothing", "l", "s", str(save), "dr"], save)
    d = game.pending
    assert d is not None
    assert ui.ask(d) == d.options[0] == "draw"
    text = out.getvalue()
    assert text.count("choice> ") == 9  # and one "File [...]: " question
    assert "'zzz' is not an option" in text and "'99' is not an option" in text
    assert "m:calendar. Meld Calendar" in text.replace("  ", " ") or "m:calendar." in text
    assert "Calendar (2) — base, blue" in text  # ?2: the card of option 2 (meld Calendar)
    assert "I demand:" in text  # ?: every card in the question, Oars included
    assert "No card matches 'nothing'" in text
    assert f"Saved to {save}" in text
    assert Game.from_json(save.read_text()).pending == d


def test_end_of_input_quits_and_offers_to_save() -> None:
    ui, out = screen(position(), [])
    assert ui.run() == 130
    assert "Save the game before quitting? [y/N]" in out.getvalue()


def test_cities_cards_show_six_slots_special_icons_flags_and_endorse() -> None:
    s = Scenario(players=("ann", "bob"), expansions=("cities",))
    s.board("ann", "Writing")  # blue, lightbulb featured
    s.board("ann", "Athens")  # red city: lightbulbs, a plus in the top centre
    s.board("ann", "Hamburg")  # green city: a fountain in the top centre — an achievement
    s.hand("ann", "Sailing")
    game = s.build().game
    ui, out = screen(game, [])
    ui.show_status(game.view("ann"))
    text = out.getvalue()
    red = next(line for line in text.splitlines() if line.startswith("red"))
    assert "lightbulb lightbulb lightbulb leaf | hex ✚plus" in red  # four slots, then top-right and top-centre
    assert "Achievements: 1 + while they show: fountain on Hamburg" in text
    d = game.pending
    assert d is not None
    labels = [ui.option_label(d, o).plain for o in d.options]
    assert "Endorse Writing (1, blue)" in labels
    described = ui.describe("athens").plain
    assert "Plus: when a Meld action melds this city, draw a 2." in described


def test_a_five_player_fourth_edition_table_reads_at_eighty_columns() -> None:
    """Issue 28: the terminal board of a 5-player 4th-edition game, at 80 columns: the junk (with a
    junked special achievement) and an aslant pile are shown, and no line runs past the edge."""
    s = Scenario(players=("ann", "bob", "cat", "dan", "eve"), edition="fourth")
    s.board("ann", "Writing", "Printing Press", splay="aslant")
    s.board("ann", "Archery", "Oars")
    s.board("bob", "Pottery", "Tools", splay="aslant")
    s.board("cat", "Sailing")
    s.board("dan", "Clothing")
    s.board("eve", "City States")
    s.hand("ann", "Calendar")
    s.shared_zone("junk", "Domestication", "Mathematics")
    game = s.build().game
    game.state.zones["junk"].append(game.state.specials.pop(0))  # a special achievement junked
    out = io.StringIO()
    ui = TerminalGame(game, "ann", {}, console=Console(file=out, width=80, color_system=None))
    ui.show_status(game.view("ann"))
    text = out.getvalue()
    assert max(len(line) for line in text.splitlines()) <= 80
    assert "Junk: Domestication (1), Mathematics (2), Monument" in " ".join(text.split())
    assert "aslant" in text and "[aslant,2]" in text  # ann's blue pile, bob's pile in the opponents' table
    assert all(name in text for name in ("bob", "cat", "dan", "eve"))
    assert "11:" in text  # the supply's eleventh age


# ------------------------------------------------------------------ the 4th edition's expansions
def fourth_position() -> Game:
    """Museums (Artifacts), a forecast with its limit (Echoes), a city with a 4th-edition meld icon."""
    s = Scenario(
        players=("ann", "bob"), expansions=("artifacts", "echoes", "cities"), edition="fourth", unfinished=True
    )
    s.zone("ann", "museums", "Museum 1", "Holy Grail")
    s.zone("bob", "museums", "Museum 2", "Excalibur", "Museum 3", "Mona Lisa")
    s.achievements("ann", "Museum 4")
    s.board("ann", "Mapmaking", "Paper", splay="right")  # green splayed right: forecast limit 3
    s.zone("ann", "forecast", "Pottery")
    s.board("bob", "Horseshoes")  # a bonus 2
    s.hand("ann", "Troy")  # a city with the junk icon
    return s.build().game


def terminal_status(game: Game, lang: str | None = None) -> str:
    ui, out = screen(game, [])
    if lang is not None:
        ui = TerminalGame(game, "ann", {}, console=ui.console, read=lambda p: "", lang=lang)
    ui.show_status(game.view("ann"))
    return out.getvalue()


def test_museums_show_the_artifacts_they_hold_and_how_many_are_free() -> None:
    text = terminal_status(fourth_position())
    assert "Your museums (1): Holy Grail (2)" in text
    assert "bob's museums (2): Excalibur (3), Mona Lisa (4)" in text
    assert "Free museums: 1" in text  # five museums: two bob's, one ann's, one an achievement
    assert "Achievements: 1 (a museum)" in text  # a claimed museum has no age
    assert "Museum 1" not in text and "age 0" not in text


def test_the_forecast_shows_its_limit_and_the_icons_their_names_in_the_player_s_language() -> None:
    game = fourth_position()
    text = terminal_status(game)
    assert "Your forecast (1 of at most 3): " in text
    ui, out = screen(game, [])
    assert ui.icon(game.rules.cards["horseshoes"].icons[1]) == "bonus 2"
    ui.console.print(ui.describe("troy"))
    troy = out.getvalue()
    assert "✖junk" in troy and "junk the available standard achievement" in troy.lower()
    for lang, bonus, junk in (("ko", "보너스 2", "✖폐기"), ("ja", "ボーナス2", "✖ジャンク")):
        ko = TerminalGame(game, "ann", {}, console=Console(file=io.StringIO(), width=140), read=lambda p: "", lang=lang)
        assert ko.icon(game.rules.cards["horseshoes"].icons[1]) == bonus
        assert ko.icon(game.rules.cards["troy"].icons[5]) == junk


def test_a_museum_card_is_described_without_a_colour() -> None:
    game = fourth_position()
    ui, out = screen(game, [])
    ui.console.print(ui.describe("museum_1"))
    text = out.getvalue()
    assert "Museum 1" in text and "blue" not in text and "holds one artifact" in text


def test_opponents_read_at_80_columns_without_colour() -> None:
    """Each top card is named after its colour, so a screen without colour still tells the piles
    apart, and nothing is cut or wrapped cell by cell at 80 columns."""
    out = io.StringIO()
    ui = TerminalGame(
        position(), "ann", {"bob": RandomAgent(1)}, console=Console(file=out, width=80, color_system=None)
    )
    ui.show_status(ui.game.view("ann"))
    lines = out.getvalue().splitlines()
    assert all(len(line) <= 80 for line in lines)
    at = lines.index(next(line for line in lines if line.startswith("bob:")))
    assert "green Sailing (1)" in lines[at + 1] and "purple Code of Laws (1)" in lines[at + 1]
    assert lines[at + 2].strip().startswith("icons:")


def test_action_keys_do_not_shift_when_a_draw_adds_a_card() -> None:
    """The issue's mis-pick: "Dogma Optics" was #5, a draw put a card in the hand, and #5 became
    another card. A key names the action and its card, so it means the same after the draw."""
    from innovation.cli.play_cmd import option_keys

    game = Game.new(GameConfig(players=("ann", "bob"), seed=3))
    for _ in range(2):
        d = game.pending
        assert d is not None
        game.answer(d.player, d.options[0])
    seen: dict[str, str] = {}
    for _ in range(30):
        d = game.pending
        assert d is not None
        if d.kind == "action":
            keys = option_keys(d)
            assert len(set(keys)) == len(keys)
            for key, option in zip(keys, d.options, strict=True):
                assert seen.setdefault(key, option) == option  # one key, one action, the whole game
        game.answer(d.player, "draw" if d.kind == "action" else d.options[0])
    assert "dr" in seen and any(k.startswith("m:") for k in seen) and any(k.startswith("d:") for k in seen)


def test_u_takes_back_the_last_answer_and_the_turn_goes_on() -> None:
    game = Game.new(GameConfig(players=("ann", "bob"), seed=1))
    for _ in range(2):
        d = game.pending
        assert d is not None
        game.answer(d.player, d.options[0])
    d = game.pending
    assert d is not None
    human = d.player
    meld = next(o for o in d.options if o.startswith("meld "))
    before = game.to_json()
    game.answer(human, meld)
    assert game.can_undo(human)
    out = io.StringIO()
    ui = TerminalGame(game, human, {}, console=Console(file=out, width=100, color_system=None), read=lambda _: "u")
    assert ui.take_back()
    assert game.to_json() == before and "Taken back." in out.getvalue()
    assert not ui.take_back()  # nothing more of theirs to take back: said, and nothing changes
    assert "cannot take back" in out.getvalue() and game.to_json() == before


def test_a_demand_prompt_names_the_demander_and_where_the_cards_go_and_the_log_says_from_where() -> None:
    s = Scenario(players=("ann", "bob"))
    s.board("bob", "Construction")  # castles: bob 2, ann 0 — the demand reaches ann
    s.hand("ann", "Oars", "Sailing", "Calendar")
    s.turn("bob")
    g = s.build()
    g.dogma("Construction", player="bob")
    game = g.game
    pending = game.pending
    assert pending is not None and pending.player == "ann"
    ui, out = screen(game, ["1"])
    assert ui.ask(pending) == pending.options[0]
    text = out.getvalue()
    assert "bob demands: transfer two cards from your hand to bob's hand" in text
    assert text.index("bob demands") < text.index(pending.prompt)  # above the card's own prompt
    game.answer("ann", pending.options[0])
    second = game.pending
    assert second is not None and second.player == "ann"
    game.answer("ann", second.options[0])  # the second of the two cards
    ui.flush_events()
    assert "ann transferred " in out.getvalue() and " from your hand to bob's hand." in out.getvalue()


def unseen_position() -> Game:
    """The Unseen: ann's purple splayed aslant (safe limit 5 − 4 = 1) holding one secret, the Zen
    special achievement claimed; bob's blue splayed right (limit 3) holding two secrets."""
    s = Scenario(players=("ann", "bob"), edition="fourth", expansions=("unseen",))
    s.board("ann", "Code of Laws", "Mysticism", splay="aslant").board("ann", "Tomb")
    s.score("ann", "Philosophy", "Monotheism", "Mathematics")
    s.zone("ann", "safe", "Myth")
    s.achievements("ann", "zen")
    s.board("bob", "Pottery", "Writing", splay="right")
    s.zone("bob", "safe", "Padlock", "Cliffhanger")
    s.achievements("bob", "confidence")
    return s.build().game


def test_the_safe_shows_its_limit_your_secrets_and_only_the_backs_of_an_opponents() -> None:
    game = unseen_position()
    text = terminal_status(game)
    assert "Your safe (1 of at most 1): Myth (1)" in text  # aslant: 5 − 4
    assert "bob's safe (2 of at most 3): a hidden unseen 2, a hidden unseen 3" in text  # right: 5 − 2
    assert "Padlock" not in text and "Cliffhanger" not in text
    assert "Achievements: 1 (Zen)" in text
    available = next(line for line in text.splitlines() if line.startswith("Available"))
    for name in ("Anonymity", "Folklore", "Mystery"):  # The Unseen's specials beside the others
        assert name in available
    assert "Zen" not in available and "Confidence" not in available  # claimed
    ui, _out = screen(game, [])
    decision = game.pending
    assert decision is not None
    labels = [ui.option_label(decision, o).plain for o in decision.options]
    assert "Achieve a secret 1" in labels and "Achieve 1" in labels


@pytest.mark.parametrize(
    "lang, mine, theirs, aslant",
    [
        ("ko", "당신의 금고 (1/최대 1): Myth (1)", "bob의 금고 (2/최대 3)", "비스듬히"),
        ("ja", "あなたの金庫（1/最大1）：Myth (1)", "bobの金庫（2/最大3）", "斜め"),
    ],
)
def test_the_safe_and_the_aslant_splay_read_in_the_language(lang: str, mine: str, theirs: str, aslant: str) -> None:
    text = terminal_status(unseen_position(), lang)
    assert mine in text and theirs in text
    assert aslant in text and "aslant" not in text
    assert "Padlock" not in text and "Cliffhanger" not in text
