// Small inline SVG icons for the resource icons, the hex image, echo and bonus slots.
// Drawn here (no web fonts, nothing fetched): each is a 20x20 viewBox.
import { t, tname } from "./i18n.js";

const PATHS = {
  crown: '<path d="M3 15 L4 6 L8 10 L10 4 L12 10 L16 6 L17 15 Z" fill="#f4c542" stroke="#7a5b00"/>',
  leaf: '<path d="M4 16 C4 7 10 3 17 3 C17 11 12 16 4 16 Z" fill="#5fbf4a" stroke="#235c17"/><path d="M4 16 L13 7" stroke="#235c17"/>',
  lightbulb: '<circle cx="10" cy="8" r="5.5" fill="#ffe873" stroke="#8a7400"/><rect x="7.5" y="13" width="5" height="4" fill="#bbb" stroke="#555"/>',
  castle: '<path d="M3 17 V7 H5 V5 H7 V7 H9 V5 H11 V7 H13 V5 H15 V7 H17 V17 Z" fill="#b9a78c" stroke="#4f4330"/><rect x="8.5" y="12" width="3" height="5" fill="#4f4330"/>',
  factory: '<path d="M2 17 V9 L7 12 V9 L12 12 V5 H16 V17 Z" fill="#a0a7b4" stroke="#3d434d"/>',
  clock: '<circle cx="10" cy="10" r="7" fill="#e8f0ff" stroke="#2f4f8f"/><path d="M10 5 V10 L13.5 12" stroke="#2f4f8f" fill="none"/>',
  // The 4th edition's avatar: a person (head and shoulders).
  avatar: '<circle cx="10" cy="7" r="3.6" fill="#f0b48a" stroke="#7a4a22"/><path d="M3.5 17.5 C3.5 12.5 6.5 11 10 11 C13.5 11 16.5 12.5 16.5 17.5 Z" fill="#c25b8a" stroke="#6b2246"/>',
  hex: '<path d="M6 3 H14 L18 10 L14 17 H6 L2 10 Z" fill="#333" stroke="#000"/>',
  echo: '<path d="M5 10 A5 5 0 0 1 15 10 M7.5 10 A2.5 2.5 0 0 1 12.5 10" fill="none" stroke="#8a3fc2" stroke-width="2"/>',
  plus: '<path d="M10 4 V16 M4 10 H16" stroke="#333" stroke-width="3"/>',
};

// The resource icons in drawing order; a game counts those of its edition (a seat's view lists
// them: PlayerView.icons), so the avatar shows only in 4th-edition games.
export const ICON_NAMES = ["crown", "leaf", "lightbulb", "castle", "factory", "clock", "avatar"];

// Icons an expansion declares (the catalogue's "icons": name → {symbol, description}), drawn as
// their glyph with what they do as the tooltip; set once the catalogue is loaded.
let declared = {};
export function declareIcons(icons) {
  declared = icons || {};
}

const escapeAttr = (text) => String(text).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

// A slot as the catalogue describes it (a SlotIcon word or a declared icon's name); "bonus" shows
// the bonus value it is given (the card's CardFacts.bonuses, slot by slot).
export function iconSvg(name, bonus) {
  const label = escapeAttr(tname(name || "empty"));
  if (!name) return `<span class="icon empty" title="${escapeAttr(t("empty slot"))}"></span>`;
  if (name === "bonus") {
    return `<span class="icon bonus" title="${escapeAttr(t("bonus {value}", { value: bonus ?? "" }))}">${bonus ?? ""}</span>`;
  }
  const path = PATHS[name];
  const own = declared[name];
  if (!path && own) {
    const tip = escapeAttr(`${tname(name.replace(/_/g, " "))}: ${own.description}`);
    return `<span class="icon declared icon-${escapeAttr(name)}" title="${tip}" role="img" aria-label="${tip}">${escapeAttr(own.symbol)}</span>`;
  }
  if (!path) return `<span class="icon unknown" title="${label}">?</span>`;
  return `<svg class="icon icon-${name}" viewBox="0 0 20 20" role="img" aria-label="${label}"><title>${label}</title>${path}</svg>`;
}
