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
//   secret:<owner>:<age>              a secret in its owner's safe, seen by its owner (data-key-also:
//                                     the card is "card:<id>" too)

export function keysFor(choice, you) {
  switch (choice.kind) {
    case "action":
      if (choice.card) return [`card:${choice.card}`];
      // Achieving a secret names the owner's secrets of that value (zone "safe"), not the available ones.
      if (choice.action === "achieve" && choice.zone === "safe" && choice.value != null) return [`secret:${you}:${choice.value}`];
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

// Whether the last press was a finger: a tap then selects (and the page says what the choice
// will do) and a second tap or the confirm button acts; a mouse click acts at once.
let lastPointer = "mouse";
document.addEventListener("pointerdown", (ev) => { lastPointer = ev.pointerType || "mouse"; }, true);
export const tapped = () => lastPointer === "touch" || lastPointer === "pen";

// Bind each choice to the elements it names (inside root); choices naming nothing on the
// table, or an element another choice already took, become buttons. Each element bound shows
// what it does (a tag with the choice's label, not only a title). A click acts (onPick); a tap
// selects (onSelect), a second tap on the selected element acts. Returns the buttons' choices.
export function bindChoices(root, choices, you, onPick, onSelect = null, tag = (c) => c.label) {
  const taken = new Set();
  const buttons = [];
  for (const choice of choices) {
    let bound = false;
    for (const key of keysFor(choice, you)) {
      const quoted = CSS.escape(key);
      for (const el of root.querySelectorAll(`[data-key="${quoted}"], [data-key-also="${quoted}"]`)) {
        if (taken.has(el)) continue;
        taken.add(el);
        bound = true;
        el.classList.add("target");
        el.dataset.option = choice.id;
        el.title = choice.label;
        el.tabIndex = 0;
        const label = document.createElement("span");
        label.className = "choice-tag";
        label.textContent = tag(choice);
        el.append(label);
        el.addEventListener("click", (ev) => {
          ev.stopPropagation();
          if (onSelect && tapped() && !el.classList.contains("selected")) onSelect(choice, el);
          else onPick(choice.id);
        });
        el.addEventListener("keydown", (ev) => { if (ev.key === "Enter") onPick(choice.id); });
      }
    }
    if (!bound) buttons.push(choice);
  }
  return buttons;
}
