"""The Endorse action (RULES-cities.md §7): once per turn, as one of your actions, choose a top card
to dogma; you need a top city showing its featured icon, and pay by tucking a hand card of value
up to that city's (the highest such city counts). The dogma then runs with each demand executed
twice by every affected opponent (the demand goes round again) and each non-demand and echo
effect executed twice by you — sharers execute them once."""

from __future__ import annotations

from tests.cities.helpers import cities, drawn


def _endorsements(options: tuple[str, ...]) -> list[str]:
    return sorted(o for o in options if o.startswith("endorse "))


# ------------------------------------------------------------------ when it is offered
def test_endorse_needs_a_top_city_showing_the_featured_icon_and_a_low_enough_hand_card() -> None:
    s = cities()
    s.board("ann", "Archery")  # red, castle featured
    s.board("ann", "Agriculture")  # yellow, leaf featured: no top city shows a leaf
    s.board("ann", "Troy")  # blue city 1: crowns and castles (its own featured icon: crown)
    s.hand("ann", "Sailing")  # a 1
    g = s.build()
    assert _endorsements(g.options) == ["endorse archery", "endorse troy"]


def test_no_endorse_without_a_card_of_low_enough_value() -> None:
    s = cities()
    s.board("ann", "Archery")
    s.board("ann", "Troy")  # city of value 1
    s.hand("ann", "Calendar")  # a 2
    assert _endorsements(s.build().options) == []


def test_the_highest_top_city_with_the_icon_sets_the_limit() -> None:
    s = cities()
    s.board("ann", "Archery")  # castle featured
    s.board("ann", "Troy")  # city 1 with castles
    s.board("ann", "Kaifeng")  # city 3 with castles
    s.hand("ann", "Calendar", "Optics")  # a 2 and a 3 may pay; nothing higher
    s.hand("ann", "Anatomy")  # a 4 may not
    g = s.build().act("endorse archery")
    assert g.decision is not None and sorted(g.decision.options) == ["calendar", "optics"]


def test_a_covered_city_does_not_count() -> None:
    s = cities()
    s.board("ann", "Archery")
    s.board("ann", "Troy", "Writing")  # the city is covered
    s.hand("ann", "Sailing")
    assert _endorsements(s.build().options) == []


# ------------------------------------------------------------------ the payment
def test_the_payment_is_tucked_before_the_dogma_and_counts_as_a_tuck() -> None:
    s = cities()
    s.board("ann", "Writing")  # blue, lightbulb featured: draw a 2
    s.board("ann", "Athens")  # red city 1 with lightbulbs
    s.hand("ann", "Sailing")
    s.deck("base", 2, "Calendar", "Mathematics")
    g = s.build().act("endorse writing")
    assert g.pile("ann", "green") == ["Sailing"]
    kinds = [e.kind for e in g.game.events[g._action_mark :] if e.kind in ("tuck", "dogma")]
    assert kinds == ["tuck", "dogma"]
    assert g.game.state.players[0].tucked_this_turn == 1


def test_the_featured_icons_are_counted_after_the_payment() -> None:
    s = cities()
    s.board("ann", "Oars", "Archery", splay="right")  # red: 2 castles on Archery, 1 showing on Oars
    s.board("ann", "Jerusalem")  # green city 1: 3 castles — ann shows 6
    s.board("bob", "Masonry", "Mysticism")  # 3 + 3 castles: as many as ann, so not demanded …
    s.hand("ann", "Metalworking")  # … until this red 1, tucked under the right-splayed pile, shows 2 more
    s.deck("base", 1, "Clothing", "Pottery")
    g = s.build().act("endorse archery")
    assert g.pile("ann", "red") == ["Metalworking", "Oars", "Archery"]
    assert g.events("dogma") == ["ann activates the dogma of Archery (castle: 8)."]
    assert drawn(g, "bob") == [("base", "Clothing"), ("base", "Pottery")]  # 6 < 8: demanded, twice


def test_tucking_a_city_with_a_flag_to_pay_claims_glory() -> None:
    s = cities()
    s.board("ann", "Stockholm")  # green city 5 with crowns and a flag
    s.hand("ann", "Algiers")  # red city 5 with a flag
    g = s.build().act("endorse stockholm")
    assert g.pile("ann", "red") == ["Algiers"]
    assert g.achievements("ann") == ["glory"]


# ------------------------------------------------------------------ executed twice
def test_a_demand_is_executed_twice_by_each_affected_opponent_round_after_round() -> None:
    s = cities(("ann", "bob", "cat"))
    s.board("ann", "Archery")  # demand: draw a 1, then give me the highest card of your hand
    s.board("ann", "Troy")  # city 1 with a castle
    s.board("bob", "Writing")  # no castles
    s.board("cat", "Pottery")
    s.hand("ann", "Sailing")
    s.deck("base", 1, "Oars", "Clothing", "Agriculture", "Metalworking")
    g = s.build().act("endorse archery")
    assert [(e.player, e.card) for e in g.game.events[g._action_mark :] if e.kind == "draw"] == [
        ("bob", "oars"),
        ("cat", "clothing"),
        ("bob", "agriculture"),
        ("cat", "metalworking"),
    ]
    assert sorted(g.hand("ann")) == ["Agriculture", "Clothing", "Metalworking", "Oars"]
    assert g.hand("bob") == [] and g.hand("cat") == []


def test_a_non_demand_is_executed_twice_by_the_endorser_and_once_by_a_sharer() -> None:
    s = cities()
    s.board("ann", "Writing")  # draw a 2; ann shows 2 + 3 lightbulbs
    s.board("ann", "Athens")
    s.board("bob", "Philosophy")  # 3 lightbulbs …
    s.board("bob", "Mathematics")  # … + 2: bob shares
    s.hand("ann", "Sailing")
    s.deck("base", 2, "Calendar", "Mapmaking", "Currency")
    s.deck("base", 1, "Oars")
    g = s.build().act("endorse writing")
    assert g.hand("bob") == ["Calendar"]  # once, first
    assert g.hand("ann") == ["Mapmaking", "Currency", "Oars"]  # twice, then the sharing bonus (a 1)
    assert g.shared_bonus


def test_a_dogma_without_endorse_runs_once() -> None:
    s = cities()
    s.board("ann", "Writing")
    s.board("ann", "Athens")
    s.hand("ann", "Sailing")
    s.deck("base", 2, "Calendar", "Mapmaking")
    g = s.build().dogma("Writing")
    assert g.hand("ann") == ["Sailing", "Calendar"]


# ------------------------------------------------------------------ once per turn, as an action
def test_endorse_is_an_action_and_once_per_turn() -> None:
    s = cities()
    s.board("ann", "Writing")
    s.board("ann", "Athens")
    s.hand("ann", "Sailing", "Oars")  # enough to pay twice
    s.deck("base", 2, "Calendar", "Mapmaking")
    g = s.build().act("endorse writing").answer("Sailing")
    assert g.idle and g.game.state.actions_left == 1
    assert _endorsements(g.options) == []  # not again this turn
    assert "dogma writing" in g.options  # a plain dogma still is
    g.draw()  # ann's last action; bob's turn
    assert g.game.state.turn_player == 1
    g.draw().draw()  # bob's two actions; ann's next turn
    assert g.game.state.turn_player == 0
    assert "endorse writing" in g.options  # a new turn, a new Endorse


def test_the_endorse_payment_is_a_choice_among_low_enough_hand_cards_only() -> None:
    s = cities()
    s.board("ann", "Writing")
    s.board("ann", "Athens")
    s.hand("ann", "Sailing", "Oars", "Calendar")  # two 1s may pay; the 2 may not
    g = s.build().act("endorse writing")
    assert g.decision is not None and sorted(g.decision.options) == ["oars", "sailing"]
    assert g.decision.source == "writing"
    g.answer("Oars")
    assert g.pile("ann", "red") == ["Oars", "Athens"]


def test_the_endorse_action_is_labelled_with_its_card_and_names_it() -> None:
    s = cities()
    s.board("ann", "Writing")
    s.board("ann", "Athens")
    s.hand("ann", "Sailing")
    g = s.build()
    d = g.decision
    assert d is not None
    choice = d.choices[d.options.index("endorse writing")]
    assert choice.label == "Endorse Writing (1, blue)"
    assert (choice.kind, choice.card, choice.owner, choice.zone) == ("action", "writing", "ann", "board")


def test_an_endorsed_compel_goes_round_twice_and_the_endorser_executes_the_rest_twice() -> None:
    s = cities(("ann", "bob"), "artifacts")
    s.board("ann", "Terracotta Army")  # yellow, crown featured (3): compel — return a top card with no castle
    s.board("ann", "Troy")  # blue city 1: three crowns — ann shows 6, then 7 with the payment
    s.board("bob", "Thebes")  # red city: three crowns, no castle
    s.board("bob", "Code of Laws")  # purple: two crowns
    s.board("bob", "Sailing")  # green: two crowns
    s.board("bob", "Canal Building")  # yellow: two crowns — bob shows 9: compelled, and shares
    s.hand("ann", "Oars", "Writing", "Currency")  # Oars pays (value 1); Writing and Currency have no castle
    g = s.build().act("endorse terracotta_army").answer("Oars")
    g.answer("Sailing")  # bob returns a top card without a castle …
    g.answer("Code of Laws")  # … and again: the compel goes round a second time
    assert g.pile("bob", "green") == [] and g.pile("bob", "purple") == []
    assert g.pile("bob", "red") == ["Thebes"] and g.pile("bob", "yellow") == ["Canal Building"]
    g.answer("Currency")  # ann scores a card with no castle, then a second one
    assert sorted(g.score("ann")) == ["Currency", "Writing"]
    assert g.pile("ann", "red") == ["Oars"]
