"""Figures in the Sky in `innovation play` (in-process, on an exact position; the set is still
refused as unfinished outside tests): a figure's inspire effect and karma in its description, the
decrees held (one's own and an opponent's), the Inspire action offered and taken by its key, and
an opponent's figures in hand never named — in English and in Korean."""

from __future__ import annotations

from innovation.i18n.cards import localized_catalogue
from innovation.testing import Scenario, unfinished_sets
from tests.cli.scripted import scripted_terminal
from tests.figures.table_position import BOB_FIGURES, figures_position


def test_karmas_decrees_and_the_inspire_action_in_the_terminal() -> None:
    with unfinished_sets():
        game = figures_position()
        ui, out = scripted_terminal(game, "ann", ["?hatshepsut", "4"])  # the Inspire action is the fourth option
        ui.show_status(game.view("ann"))
        ui.show_opponents(game.view("ann"))
        d = game.pending
        assert d is not None
        labels = [ui.option_label(d, o).plain for o in d.options]
        assert "Inspire green" in labels
        answer = ui.ask(d)
        assert answer == "inspire green"
        game.answer("ann", str(answer))
    text = out.getvalue()
    assert "Inspire: Draw a 1." in text  # ?hatshepsut: her description
    assert "Karma: Before you draw a card above 1 while holding a 1" in text
    assert "War" in text and "special: Rivalry" in text  # ann's decree, bob's decree
    for name in BOB_FIGURES:
        assert name not in text  # bob's hand: its backs only
    assert len(game.view("ann").players[0].hand) == 3  # Hatshepsut's inspire drew a 1, then the Inspire draw


def test_the_figures_words_in_korean() -> None:
    with unfinished_sets():
        game = figures_position()
        ui, out = scripted_terminal(game, "ann", [], lang="ko")
        korean = localized_catalogue(game.catalogue(), "ko").cards["hatshepsut"]
        described = ui.describe("hatshepsut").plain
        d = game.pending
        assert d is not None
        try:
            ui.ask(d)
        except EOFError:
            pass
    assert "카르마: " + korean.karmas[0] in described
    assert "영감: " + (korean.inspire or "") in described
    assert "영감: 초록색" in out.getvalue()


def test_the_decree_action_is_worded_in_each_language() -> None:
    """A hand of figures of three values (purple Homer, red Alexander the Great, Al-Kindi)
    offers the decrees of their colours; the labels say the action in the player's language and
    the decree by its name."""
    from innovation.i18n.wording import localized_decision

    with unfinished_sets():
        s = Scenario(players=("ann", "bob"), expansions=("figures",), unfinished=True)
        s.board("ann", "Archery")
        s.hand("ann", "Homer", "Alexander the Great", "Al-Kindi")
        game = s.build().game
        d = game.pending
        assert d is not None
        labels = {
            lang: [c.label for c in localized_decision(d, game.rules, lang).choices if c.id.startswith("decree ")]
            for lang in ("en", "ko", "ja")
        }
    assert labels == {
        "en": ["Decree rivalry", "Decree war"],
        "ko": ["칙령: Rivalry", "칙령: War"],
        "ja": ["勅令：Rivalry", "勅令：War"],
    }
