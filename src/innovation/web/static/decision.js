// Turning the pending decision into clickable things. This is the only module that knows the
// shape of a choice (Decision.choices, docs/protocol.md); it reads the structured fields (card,
// hidden owner/zone/set/age, colour, player, value, action) and never parses option strings.
// Labels are the library's.
//
// The rendered table marks what can be named with data-key attributes:
//   card:<id>                         any card the viewer can see (hand, board, zones, ...)
//   hidden:<owner>:<zone>:<set>:<age> a card back (owner empty for a shared zone)
//   pile:<owner>:<colour>             a pile on a board
//   player:<name>                     a player's panel
//   achievement:<age>                 an available standard achievement

export function keysFor(choice, you) {
  switch (choice.kind) {
    case "action":
      if (choice.card) return [`card:${choice.card}`];
      if (choice.action === "achieve" && choice.value != null) return [`achievement:${choice.value}`];
      return [];
    case "card":
      return choice.card ? [`card:${choice.card}`] : [];
    case "hidden":
      return [`hidden:${choice.owner || ""}:${choice.zone}:${choice.set}:${choice.age}`];
    case "color":
      return [`pile:${you}:${choice.color}`];
    case "player":
      return [`player:${choice.player}`];
    default:
      return [];
  }
}

// Bind each choice to the elements it names (inside root); choices naming nothing on the
// table, or an element another choice already took, become buttons. Returns the buttons' choices.
export function bindChoices(root, choices, you, onPick) {
  const taken = new Set();
  const buttons = [];
  for (const choice of choices) {
    let bound = false;
    for (const key of keysFor(choice, you)) {
      for (const el of root.querySelectorAll(`[data-key="${CSS.escape(key)}"]`)) {
        if (taken.has(el)) continue;
        taken.add(el);
        bound = true;
        el.classList.add("target");
        el.dataset.option = choice.id;
        el.title = choice.label;
        el.tabIndex = 0;
        el.addEventListener("click", (ev) => { ev.stopPropagation(); onPick(choice.id); });
        el.addEventListener("keydown", (ev) => { if (ev.key === "Enter") onPick(choice.id); });
      }
    }
    if (!bound) buttons.push(choice);
  }
  return buttons;
}
