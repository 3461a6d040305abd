// The table: draws one seat's view (the server sends game.view(you) and nothing else) and
// answers the pending decision by clicking the card, pile or button it names. The same page is
// a spectator's (/watch#<game>: the public view, live) and a finished game's replay
// (/replay#<game>: any position, in the public view or any seat's).
import { ApiError, Live, call, keepSeat, seatToken } from "./api.js";
import { bindChoices, tapped } from "./decision.js";
import { languageSwitch, loadTexts, t, tname } from "./i18n.js";
import { ICON_NAMES, declareIcons, iconSvg } from "./icons.js";
import { $, esc } from "./text.js";

const MODE = location.pathname === "/watch" ? "watch" : location.pathname === "/replay" ? "replay" : "seat";
// The fragment: a seat's token (/play), or the game's id (/watch, /replay).
const token = MODE === "seat" ? seatToken() : "";
const gameId = MODE === "seat" ? "" : seatToken();

let state = null;        // the last state message
let catalogue = null;    // card facts of the sets in play
let log = [];            // every event this seat has seen, in order
let busy = false;        // an answer is on its way
let pinned = null;       // card id whose text is pinned open (tap)
let selected = null;     // the choice a tap selected (a second tap or Confirm acts)
let chat = [];           // the table's chat lines, in order
let replay = null;       // on a replay page: { step, steps, seat, answered_by }

// ------------------------------------------------------------------ cards
function facts(id) {
  return catalogue && catalogue.cards[id];
}

// Artifacts' Museum cards (4th edition; protocol MUSEUM_SET): markers with no colour, icon or age
// of their own (the catalogue's colour is a filler), drawn as a museum, never as a blue card.
const MUSEUM_SET = "museums";
const isMuseum = (id) => { const f = facts(id); return Boolean(f && f.set === MUSEUM_SET); };

// A museum's mark: a pediment on columns, drawn here (a font may lack the emoji).
const MUSEUM_MARK = '<svg class="museum-glyph" viewBox="0 0 20 20" aria-hidden="true"><path d="M2 7 L10 2.5 L18 7 Z" fill="#8c8170"/>' +
  '<path d="M4.5 8.5 V15 M8.5 8.5 V15 M11.5 8.5 V15 M15.5 8.5 V15" stroke="#8c8170" stroke-width="2"/><rect x="2.5" y="15.5" width="15" height="2" fill="#8c8170"/></svg>';

function museumHtml(id, extra = "", inside = "") {
  return `<div class="card museum ${extra}" data-key="card:${esc(id)}" data-card="${esc(id)}" title="${esc(t("museum"))}">` +
    `${MUSEUM_MARK}<span class="name">${esc(cardName(id))}</span>${inside}</div>`;
}

function cardName(id) {
  const f = facts(id);
  if (f) return f.name;
  const s = catalogue && catalogue.specials[id];
  return s ? s.name : id;
}

// A card's slots drawn in order; a bonus slot shows the card's bonuses in slot order (a six-slot
// card may print two: CardFacts.bonuses).
function slotIcons(f) {
  const bonuses = f.bonuses && f.bonuses.length ? [...f.bonuses] : [f.bonus];
  return f.icons.map((name) => iconSvg(name, name === "bonus" ? bonuses.shift() ?? f.bonus : undefined));
}

// ``also``: a second key the card answers to — only an owner's secret has one ("secret:<owner>:<age>",
// what the achieve-a-secret action names, beside its own "card:<id>"), and is drawn as a secret.
function cardHtml(id, extra = "", also = "") {
  const f = facts(id);
  if (!f) {
    const special = catalogue && catalogue.specials[id];
    if (special) {
      return `<div class="card special" data-key="card:${esc(id)}" data-special="${esc(id)}">` +
        `<span class="name">${esc(special.name)}</span></div>`;
    }
    return `<div class="card" data-key="card:${esc(id)}">${esc(id)}</div>`;
  }
  if (f.set === MUSEUM_SET) return museumHtml(id, extra);
  const slots = slotIcons(f);
  // Four slots: top-left, then the bottom row; six: top-centre and top-right join the top row.
  const six = slots.length > 4;
  const topRight = six ? `<span class="top-slots">${slots[5]}${slots[4]}</span>` : "";
  const alsoKey = also ? ` data-key-also="${esc(also)}"` : "";
  return `<div class="card color-${esc(f.color)} ${six ? "six-slots" : ""} ${extra}${also ? " secret" : ""}" data-key="card:${esc(id)}"${alsoKey} data-card="${esc(id)}">` +
    `<div class="card-top">${slots[0] ?? ""}<span class="name">${esc(f.name)}</span>${topRight}<span class="age">${f.age}</span></div>` +
    `<div class="card-icons">${slots.slice(1, 4).join("")}</div></div>`;
}

function backHtml(owner, zone, card) {
  const key = `hidden:${owner}:${zone}:${card.set}:${card.age}`;
  if (card.set === MUSEUM_SET) {  // a museum claimed as an achievement, seen from another seat
    return `<div class="card museum mini" data-key="${esc(key)}" title="${esc(t("museum"))}">${MUSEUM_MARK}</div>`;
  }
  return `<div class="back set-${esc(card.set)}" data-key="${esc(key)}" title="${esc(t("a {set} {age}", { set: card.set, age: card.age }))}">` +
    `<span class="age">${card.age}</span><span class="set">${esc(card.set)}</span></div>`;
}

function cardViewHtml(owner, zone, card, extra = "") {
  return card.id ? cardHtml(card.id, extra) : backHtml(owner, zone, card);
}

function pileIcons(pile) {
  // The icons a pile shows: every slot of the top card, and the slots the splay reveals on each
  // covered card (its catalogue entry says which: splay_shows).
  const counts = {};
  const cards = pile.cards;
  if (!cards.length) return counts;
  const add = (name) => { if (ICON_NAMES.includes(name)) counts[name] = (counts[name] || 0) + 1; };
  cards.forEach((id, k) => {
    const f = facts(id);
    if (!f) return;
    if (k === cards.length - 1) f.icons.forEach(add);
    else (f.splay_shows[pile.splay] || []).forEach((slot) => add(f.icons[slot]));
  });
  return counts;
}

// Each splay its own arrow; aslant (4th edition: every slot of the covered cards shows) a
// diagonal one, and the pile is drawn fanned diagonally (style.css .splay-aslant).
const SPLAY_ARROW = { left: "←", right: "→", up: "↑", aslant: "⇗" };

function pileHtml(owner, pile) {
  const key = `pile:${owner}:${pile.color}`;
  if (!pile.cards.length) {
    return `<div class="pile empty color-${esc(pile.color)}" data-key="${esc(key)}"><span class="pile-color">${esc(tname(pile.color))}</span></div>`;
  }
  const counts = pileIcons(pile);
  const shown = ICON_NAMES.filter((n) => counts[n]).map((n) => `${iconSvg(n)}<b>${counts[n]}</b>`).join(" ");
  const splay = pile.splay !== "none"
    ? `<span class="splay" title="${esc(t("splayed {direction}", { direction: tname(pile.splay) }))}">${SPLAY_ARROW[pile.splay] || ""} ${esc(tname(pile.splay))}</span>` : "";
  return `<div class="pile color-${esc(pile.color)} splay-${esc(pile.splay)}" data-key="${esc(key)}">` +
    `<div class="pile-head"><span class="pile-count" title="${esc(t("cards in the pile"))}">${pile.cards.length}</span>${splay}</div>` +
    `<div class="fan${pile.cards.length > 1 ? ` covered-${Math.min(pile.cards.length - 1, 2)}` : ""}">` +
    cardHtml(pile.cards[pile.cards.length - 1], "top") + `</div>` +
    `<div class="pile-icons" title="${esc(t("icons this pile shows"))}">${shown}</div></div>`;
}

// ------------------------------------------------------------------ players
function iconTotals(icons) {
  // The icons this game counts (the view lists them: the avatar only in the 4th edition).
  return ICON_NAMES.filter((n) => n in icons).map((n) => `<span class="total">${iconSvg(n)}${icons[n] || 0}</span>`).join("");
}

function achievementsHtml(owner, list, board = []) {
  if (!list.length && !board.length) return `<span class="none">${esc(t("none"))}</span>`;
  // Achievements the boards earn (an expansion's flags, fountains …): what shows it, and where.
  const held = board.map((a) => `<div class="card board-achievement" data-card="${esc(a.card)}" title="${esc(t("{kind} on {card}: counts while it shows", { kind: tname(a.kind), card: cardName(a.card) }))}">` +
    `${iconSvg(a.kind)}<span class="name">${esc(cardName(a.card))}</span></div>`).join("");
  return list.map((c) => (c.set === "special" ? cardHtml(c.id) : cardViewHtml(owner, "achievements", c, "mini"))).join("") + held;
}

// A player's museums (Artifacts, 4th edition): the zone holds each Museum card followed by the
// artifact it holds; each is drawn as a museum framing its artifact.
function museumsHtml(owner, cards) {
  const pairs = [];
  cards.forEach((c) => {
    if (c.id && isMuseum(c.id)) pairs.push({ museum: c.id, artifact: null });
    else if (pairs.length) pairs[pairs.length - 1].artifact = c;
  });
  return `<div class="zone zone-museums"><h4>${esc(tname("museums"))}</h4><span class="zone-count">${pairs.length}</span><div class="row">` +
    pairs.map((p) => museumHtml(p.museum, "holding", p.artifact ? cardViewHtml(owner, "museums", p.artifact, "mini") : "")).join("") +
    `</div></div>`;
}

// The Museum cards nobody holds: how many are left (when none is, the museums empty).
function freeMuseumsHtml(cards) {
  return `<div class="zone zone-free_museums"><h4>${esc(t("free museums"))}</h4><span class="zone-count">${cards.length}</span>` +
    `<div class="row">${cards.map((c) => museumHtml(c.id, "mini")).join("")}</div></div>`;
}

// A padlock, drawn here (a font may lack the emoji): the Unseen's safe.
const LOCK_MARK = '<svg class="lock-glyph" viewBox="0 0 20 20" aria-hidden="true"><path d="M6 9 V6.5 A4 4 0 0 1 14 6.5 V9" fill="none" stroke="#5b4a33" stroke-width="2.2"/>' +
  '<rect x="3.5" y="9" width="13" height="9" rx="2" fill="#5b4a33"/><circle cx="10" cy="13" r="1.6" fill="#f1e8d5"/></svg>';

// The Unseen's safe (4th edition): a player's secrets. The view shows a secret's face to whom the
// rules let see it (its owner) and only its back — set and age — to everyone else; the page draws
// exactly that. Its limit is the view's (5 − the highest splay, aslant counting 4): each free place
// is drawn as an empty slot, so how full the safe is shows at a glance, and a full safe says so.
// An owner's secret also answers to "secret:<owner>:<age>", the key the achieve-a-secret action names.
function safeHtml(owner, cards, limit) {
  const known = limit !== undefined && limit !== null;
  const full = known && cards.length >= limit;
  const free = known ? Math.max(0, limit - cards.length) : 0;
  const secrets = cards.map((c) => (c.id ? cardHtml(c.id, "mini", `secret:${owner}:${c.age}`) : backHtml(owner, "safe", c))).join("");
  const places = Array.from({ length: free }, () => `<span class="safe-place" title="${esc(t("room for a secret"))}"></span>`).join("");
  const count = known ? t("{count} of at most {limit}", { count: cards.length, limit }) : String(cards.length);
  const rule = known ? `<p class="safe-rule">${esc(t("limit {limit}: 5 − the highest splay (aslant counts 4)", { limit }))}</p>` : "";
  return `<div class="zone zone-safe${full ? " full" : ""}" data-owner="${esc(owner)}" data-count="${cards.length}"${known ? ` data-limit="${limit}"` : ""}>` +
    `<h4>${LOCK_MARK}${esc(tname("safe"))}</h4><span class="zone-count">${esc(count)}</span>` +
    (full ? ` <span class="badge full-badge">${esc(t("full"))}</span>` : "") + rule +
    `<div class="row safe-row">${secrets}${places}</div></div>`;
}

function zonesHtml(owner, zones, limits = {}) {
  // A limited zone (4th edition: the forecast, at most 5 − the highest splay) shows its room even when empty;
  // a full one says so.
  return Object.entries(zones).filter(([zone, cards]) => cards.length || zone in limits).map(([zone, cards]) =>
    zone === "museums" ? museumsHtml(owner, cards) : zone === "free_museums" ? freeMuseumsHtml(cards) :
    zone === "safe" ? safeHtml(owner, cards, limits[zone]) :
    // A zone can grow long (the 4th edition's junk takes whole decks): its size is said, its cards wrap.
    `<div class="zone zone-${esc(zone)}${zone in limits && cards.length >= limits[zone] ? " full" : ""}"><h4>${esc(tname(zone))}</h4><span class="zone-count" title="${esc(zone in limits ? t("at most 5 − your highest splay (aslant counts 4)") : "")}">${esc(zone in limits ? t("{count} of at most {limit}", { count: cards.length, limit: limits[zone] }) : String(cards.length))}</span><div class="row">` +
    cards.map((c) => cardViewHtml(owner, zone, c, "mini")).join("") + `</div></div>`).join("");
}

function playerHtml(p, view) {
  const mine = p.name === view.viewer;
  const turn = view.turn_player === p.name && view.phase === "turn";
  const waiting = view.waiting_for === p.name;
  const seat = state.seats.find((s) => s.name === p.name);
  const who = mine && MODE === "seat" ? ` ${esc(t("(you)"))}` : seat && seat.bot ? ` ${esc(t("({bot} bot)", { bot: seat.bot }))}` : "";
  const team = view.players.length === 4 && state.teams ? ` · ${esc(t("team {number}", { number: view.players.indexOf(p) % 2 + 1 }))}` : "";
  return `<section class="player ${mine ? "me" : "opponent"} ${turn ? "turn" : ""}" data-player="${esc(p.name)}">` +
    `<h2 data-key="player:${esc(p.name)}">${esc(p.name)}${who}${team}` +
    `${turn ? ` <span class="badge">${esc(t("turn"))}</span>` : ""}${waiting ? ` <span class="badge wait">${esc(t("deciding"))}</span>` : ""}` +
    `${p.eliminated ? ` <span class="badge out">${esc(t("out"))}</span>` : ""}</h2>` +
    `<div class="stats"><span class="points" title="${esc(t("score"))}">${esc(t("{points} pts", { points: p.points }))}</span>` +
    `<span class="ach-count" title="${esc(t("achievements"))}">★ ${p.achievements.length + (p.board_achievements || []).length}/${view.achievements_to_win}</span>` +
    `<span class="icons">${iconTotals(p.icons)}</span></div>` +
    `<div class="board">${p.piles.map((pile) => pileHtml(p.name, pile)).join("")}</div>` +
    `<div class="holdings">` +
    `<div class="hand"><h4>${esc(t("hand ({count})", { count: p.hand.length }))}</h4><div class="row">${p.hand.map((c) => cardViewHtml(p.name, "hand", c, mine ? "" : "mini")).join("") || `<span class="none">${esc(t("empty"))}</span>`}</div></div>` +
    `<div class="score"><h4>${esc(t("score pile ({count})", { count: p.score.length }))}</h4><div class="row">${p.score.map((c) => cardViewHtml(p.name, "score", c, "mini")).join("") || `<span class="none">${esc(t("empty"))}</span>`}</div></div>` +
    `<div class="achievements"><h4>${esc(t("achievements"))}</h4><div class="row">${achievementsHtml(p.name, p.achievements, p.board_achievements || [])}</div></div>` +
    zonesHtml(p.name, p.zones, p.zone_limits || {}) + `</div></section>`;
}

// ------------------------------------------------------------------ shared areas
function supplyHtml(view) {
  const rows = Object.entries(view.decks).map(([set, counts]) =>
    `<tr><th>${esc(set)}</th>${counts.map((n) => `<td class="${n ? "" : "gone"}">${n}</td>`).join("")}</tr>`).join("");
  const ages = view.decks.base ? view.decks.base.map((_, k) => `<th>${k + 1}</th>`).join("") : "";
  return `<h3>${esc(t("decks left per age"))}</h3><table class="supply"><tr><td></td>${ages}</tr>${rows}</table>`;
}

function availableHtml(view) {
  const standard = view.achievements.map((age) =>
    `<div class="back achievement" data-key="achievement:${age}" title="${esc(t("achievement {age}", { age }))}"><span class="age">${age}</span></div>`).join("");
  const specials = view.specials.map((id) => cardHtml(id)).join("");
  return `<h3>${esc(t("achievements available"))}</h3><div class="row">${standard || `<span class="none">${esc(t("none"))}</span>`}</div>` +
    `<div class="row specials">${specials}</div>`;
}

function sharedZonesHtml(view) {
  return zonesHtml("", view.zones) + iconLegendHtml();
}

// What the icons the card sets declare do (an expansion's flags, fountains, arrows and the 4th edition's
// junk, uplift and unsplay): a legend, so a phone without hover can read them too.
function iconLegendHtml() {
  const icons = Object.values((catalogue && catalogue.icons) || {});
  if (!icons.length) return "";
  return `<div class="icon-legend"><h3>${esc(t("special icons"))}</h3><ul>` +
    icons.map((i) => `<li data-icon="${esc(i.name)}">${iconSvg(i.name)} <b>${esc(tname(i.name.replace(/_/g, " ")))}</b>: ${esc(i.description)}</li>`).join("") +
    `</ul></div>`;
}

function headerHtml(view) {
  const phase = view.phase === "setup" ? t("opening meld") : view.phase === "over" ? t("game over")
    : t("turn {turn} · {player} to play (actions left: {count})", { turn: view.turn, player: view.turn_player, count: view.actions_left });
  const mode = MODE === "watch" ? ` <span class="badge watching">${esc(t("spectator"))}</span>`
    : MODE === "replay" ? ` <span class="badge watching">${esc(t("replay"))}</span>` : "";
  return `<span class="title">${esc(t("Innovation"))}</span>${mode} <span class="phase">${esc(phase)}</span>` +
    ` <span class="goal">${esc(t("achievements to win: {count}", { count: view.achievements_to_win }))}</span>` +
    (state.expansions.length ? ` <span class="sets">+ ${state.expansions.map(esc).join(", ")}</span>` : "") +
    (state.practice ? ` <span class="badge practice" title="${esc(t("Its creator chose the seed, so can know every hidden card."))}">${esc(t("practice table · seed {seed}", { seed: state.seed }))}</span>` : "") +
    (!state.practice && state.seed !== null ? ` <span class="seed">${esc(t("seed {seed}", { seed: state.seed }))}</span>` : "");
}

// ------------------------------------------------------------------ the decision
function replayHtml() {
  const r = replay;
  const seats = [["", t("the public view")], ...state.seats.map((s) => [s.name, t("{player}'s view", { player: s.name })])];
  const options = seats.map(([value, label]) => `<option value="${esc(value)}"${value === r.seat ? " selected" : ""}>${esc(label)}</option>`).join("");
  const by = r.answered_by ? ` · ${esc(t("last answer by {player}", { player: r.answered_by }))}` : "";
  return `<div class="prompt replay-bar"><span id="replay-step">${esc(t("move {step} of {steps}", { step: r.step, steps: r.steps }))}</span>${by}</div>` +
    `<div class="buttons replay-controls">` +
    `<button id="replay-first" aria-label="${esc(t("first move"))}">«</button>` +
    `<button id="replay-back" aria-label="${esc(t("one move back"))}">◀</button>` +
    `<button id="replay-next" aria-label="${esc(t("next move"))}">▶</button>` +
    `<button id="replay-last" aria-label="${esc(t("last move"))}">»</button>` +
    `<select id="replay-seat" aria-label="${esc(t("whose view"))}">${options}</select></div>`;
}

function decisionHtml(view) {
  const d = view.decision;
  if (MODE === "replay") return replayHtml();
  if (MODE === "watch" && view.phase !== "over") {
    return `<div class="prompt waiting">${esc(t("Watching: {player} is deciding…", { player: view.waiting_for ?? "" }))}</div>`;
  }
  if (state.halted) return `<div class="prompt halted">${esc(t("This game cannot go on: {why}", { why: state.halted }))}</div>`;
  if (state.abandoned) return `<div class="prompt halted">${esc(t("This game was abandoned: nobody answered for too long."))}</div>`;
  if (!d) {
    if (view.phase === "over") return `<div class="prompt">${esc(t("The game is over."))}</div>`;
    return `<div class="prompt waiting">${esc(t("Waiting for {player}…", { player: view.waiting_for }))}</div>`;
  }
  const source = d.source ? ` <span class="source" data-card="${esc(d.source)}">(${esc(cardName(d.source))})</span>` : "";
  const demand = d.demand ? ` <span class="badge demand">${esc(t("demand"))}</span>` : "";
  const sel = d.selection;  // the bounds still open, counting this pick (docs/protocol.md)
  const bounds = sel && sel.max > 1
    ? ` <span class="selection">${esc(sel.min ? t("{picked} picked; at least {min}, up to {max} more", { picked: sel.picked.length, min: sel.min, max: sel.max })
      : t("{picked} picked; up to {max} more", { picked: sel.picked.length, max: sel.max }))}</span>` : "";
  // Who asks and where the cards go: worded by the server from the decision's fields, in the
  // seat's language (innovation.i18n.wording.decision_headline, the terminal's words too).
  const headline = state.headline ? `<div class="headline">${esc(state.headline)}</div>` : "";
  return `${headline}<div class="prompt mine">${esc(d.prompt)}${source}${demand}${bounds}</div><div class="buttons"></div>`;
}

// ------------------------------------------------------------------ log and result
function appendLog(events, since) {
  if (since === 0) log = [];
  if (since > log.length) return;  // a gap: the next full state repairs it
  log = log.slice(0, since).concat(events);
  const list = $("#log ol");
  const atBottom = list.scrollTop + list.clientHeight >= list.scrollHeight - 8;
  list.innerHTML = log.map((e) => `<li class="ev-${esc(e.kind)}">${esc(e.text)}</li>`).join("");
  if (atBottom || since === 0) list.scrollTop = list.scrollHeight;
}

// How the game ended, from the result's fields (its detail comes in the seat's language).
function whyText(r) {
  const values = { players: r.winners.join(", "), detail: r.detail };
  const why = {
    achievements: () => t("{players} won by achievements: {detail}.", values),
    score: () => t("{players} won by score: {detail}.", values),
    dogma: () => t("{players} won by a card's dogma: {detail}.", values),
    turn_limit: () => t("Nobody won: {detail}.", values),
  }[r.reason];
  return why ? why() : t("{players} won: {detail}.", values);
}

function resultHtml(view) {
  const r = view.result;
  if (!r) return "";
  const you = view.viewer;
  const won = r.winners.includes(you);
  const rows = view.players.map((p) =>
    `<tr class="${r.winners.includes(p.name) ? "winner" : ""}"><td>${esc(p.name)}</td><td>${r.scores[p.name] ?? ""}</td><td>${r.achievements[p.name] ?? ""}</td></tr>`).join("");
  const headline = MODE !== "seat" || !view.players.some((p) => p.name === you)
    ? (r.winners.length ? t("{players} won.", { players: r.winners.join(", ") }) : t("Nobody won."))
    : won ? (r.winners.length > 1 ? t("You share the win!") : t("You win!")) : r.winners.length ? t("You lose.") : t("Nobody won.");
  return `<div class="result-box"><h2>${esc(headline)}</h2>` +
    `<p class="why">${esc(whyText(r))}</p>` +
    `<table><tr><th>${esc(t("player"))}</th><th>${esc(t("score"))}</th><th>${esc(t("achievements"))}</th></tr>${rows}</table>` +
    (MODE === "replay" ? "" : `<p><a id="replay-link" href="/replay#${esc(state.game)}">${esc(t("Replay this game move by move"))}</a></p>`) +
    `<button id="close-result">${esc(t("Look at the table"))}</button></div>`;
}

// ------------------------------------------------------------------ card texts
// A card's texts as lines: its echo and inspire effects, its effects (a demand's and a compel's
// said so), notes, then its karmas (a figure's: what it changes while on top; protocol 1.5).
function cardLines(f) {
  const PREFIX = { demand: (text) => t("I demand: {text}", { text }), compel: (text) => t("I compel: {text}", { text }) };
  return (f.echo ? [t("Echo: {text}", { text: f.echo })] : [])
    .concat(f.inspire ? [t("Inspire: {text}", { text: f.inspire })] : [])
    .concat(f.effects.map((e) => (PREFIX[e.kind] ? PREFIX[e.kind](e.text) : e.text)), f.notes || [])
    .concat((f.karmas || []).map((text) => t("Karma: {text}", { text })));
}

function showCard(id, anchor) {
  const box = $("#card-detail");
  const f = facts(id);
  const special = catalogue && catalogue.specials[id];
  if (!f && !special) return;
  if (special) {
    box.innerHTML = `<h3>${esc(special.name)}</h3><p class="meta">${esc(t("special achievement ({set})", { set: special.set }))}</p><p>${esc(special.description)}</p>`;
  } else if (f.set === MUSEUM_SET) {
    box.innerHTML = `<h3 class="museum">${esc(f.name)}</h3><p class="meta">${esc(t("museum"))}</p>` +
      `<ul>${(f.notes || []).map((n) => `<li>${esc(n)}</li>`).join("")}</ul>`;
  } else {
    const texts = cardLines(f).map((line) => `<li>${esc(line)}</li>`).join("");
    box.innerHTML = `<h3 class="color-${esc(f.color)}">${esc(f.name)}</h3>` +
      `<p class="meta">${esc(t("age {age}", { age: f.age }))} · ${esc(tname(f.color))} · ${esc(f.set)}${f.relic ? ` · ${esc(t("relic"))}` : ""}</p>` +
      `<p class="slots">${slotIcons(f).join("")}${f.featured ? ` ${esc(t("featured"))} ${iconSvg(f.featured)}` : ""}</p>` +
      `<ul>${texts || `<li>${esc(t("(no effects)"))}</li>`}</ul>`;
  }
  box.hidden = false;
  const r = anchor.getBoundingClientRect();
  // Beside the card (right, else left), never over it; a hover tooltip lets clicks through.
  const left = r.right + 338 < window.innerWidth ? r.right + 8 : Math.max(8, r.left - 338);
  box.style.left = `${left}px`;
  box.style.top = `${Math.max(8, Math.min(window.innerHeight - box.offsetHeight - 8, r.top))}px`;
}

function hideCard() {
  if (!pinned) $("#card-detail").hidden = true;
}

function pin(id) {
  pinned = id;
  $("#card-detail").classList.toggle("pinned", Boolean(id));
}

document.addEventListener("mouseover", (ev) => {
  // A finger has no hover: the mouseover a tap emulates would cover the page (a tap pins the
  // text of a card instead, and a tap on a target shows it in the decision bar).
  if (tapped()) return;
  const el = ev.target.closest("[data-card],[data-special]");
  if (el && !pinned) showCard(el.dataset.card || el.dataset.special, el);
});
document.addEventListener("mouseout", (ev) => {
  if (ev.target.closest("[data-card],[data-special]")) hideCard();
});
document.addEventListener("click", (ev) => {
  // Tap: a card that is not a target pins its text open; a second tap (or a tap elsewhere) closes it.
  const el = ev.target.closest("[data-card],[data-special]");
  const id = el && (el.dataset.card || el.dataset.special);
  if (el && !el.classList.contains("target") && id !== pinned) {
    pin(null);
    showCard(id, el);
    pin(id);
  } else if (!ev.target.closest("#card-detail") || pinned) {
    pin(null);
    $("#card-detail").hidden = true;
  }
});

// ------------------------------------------------------------------ drawing and answering
function showError(message) {
  const box = $("#error");
  box.textContent = message;
  box.hidden = !message;
}

// What a selected choice will do, shown before it acts (a tap selects; a second tap or Confirm
// acts): the library's label, and for a card its texts; for a dogma, how many of the card's
// featured icon each player shows (who shares and who is demanded follows from those counts).
function previewHtml(choice) {
  const f = choice.card ? facts(choice.card) : null;
  let body = "";
  if (f) {
    body += `<ul class="preview-texts">${cardLines(f).map((line) => `<li>${esc(line)}</li>`).join("") || `<li>${esc(t("(no effects)"))}</li>`}</ul>`;
    if (choice.action === "dogma" && f.featured) {
      const counts = state.view.players.map((p) => `${esc(p.name)} ${p.icons[f.featured] ?? 0}`).join(" · ");
      body += `<p class="preview-icons">${iconSvg(f.featured)} ${esc(t("{icon} on each board:", { icon: tname(f.featured) }))} ${counts}</p>`;
    }
  }
  return `<div class="selection-box"><p class="selected-label">${esc(t("Selected: {choice}", { choice: choice.label }))}</p>${body}` +
    `<div class="buttons"><button id="confirm-choice" class="confirm">${esc(t("Confirm"))}</button>` +
    `<button id="cancel-choice">${esc(t("Cancel"))}</button></div></div>`;
}

function select(choice, el) {
  selected = choice;
  document.querySelectorAll("#table .selected").forEach((other) => other.classList.remove("selected"));
  if (el) el.classList.add("selected");
  const old = $("#decision .selection-box");
  if (old) old.remove();
  $("#decision").insertAdjacentHTML("beforeend", previewHtml(choice));
  $("#confirm-choice").onclick = () => answer(choice.id);
  $("#cancel-choice").onclick = () => unselect();
}

function unselect() {
  selected = null;
  document.querySelectorAll("#table .selected").forEach((el) => el.classList.remove("selected"));
  const box = $("#decision .selection-box");
  if (box) box.remove();
}

// ------------------------------------------------------------------ chat
function renderChat() {
  const list = $("#chat ol");
  if (!list) return;
  const atBottom = list.scrollTop + list.clientHeight >= list.scrollHeight - 8;
  // Every line is the sender's text, shown as text (esc), never as markup.
  list.innerHTML = chat.map((c) => `<li data-n="${c.n}"><b>${esc(c.seat)}</b> ${esc(c.text)}</li>`).join("") ||
    `<li class="none">${esc(t("No messages yet."))}</li>`;
  if (atBottom) list.scrollTop = list.scrollHeight;
}

function takeChat(lines, since) {
  if (since === 0) chat = [];
  const known = new Set(chat.map((c) => c.n));
  chat = chat.concat(lines.filter((c) => !known.has(c.n))).sort((a, b) => a.n - b.n);
  renderChat();
}

function chatHtml() {
  const form = MODE === "seat"
    ? `<form id="chat-form"><input id="chat-text" maxlength="300" autocomplete="off" placeholder="${esc(t("say something"))}" aria-label="${esc(t("chat message"))}">` +
      `<button type="submit" id="chat-send">${esc(t("Send"))}</button></form>`
    : "";
  return `<h3>${esc(t("chat"))}</h3><ol></ol>${form}`;
}

async function sendChat(ev) {
  ev.preventDefault();
  const input = $("#chat-text");
  const text = input.value.trim();
  if (!text) return;
  showError("");
  try {
    if (live.connected) await live.say(text);
    else {
      await call("POST", "/api/seat/chat", { text }, token);
      receive(await call("GET", "/api/seat", undefined, token));
    }
    input.value = "";
  } catch (err) {
    showError(err instanceof ApiError ? err.message : t("could not reach the server: {why}", { why: err.message }));
  }
}

function render() {
  const view = state.view;
  hideCard();  // the card under the pointer may be redrawn: a hover tooltip would linger
  selected = null;
  document.title = MODE === "seat" ? t("Innovation — {player}", { player: view.viewer })
    : MODE === "watch" ? t("Innovation — watching") : t("Innovation — replay");
  $("#top").innerHTML = headerHtml(view);
  $("#decision").innerHTML = decisionHtml(view);
  $("#decision").className = view.decision ? "mine" : "";
  const me = view.players.find((p) => p.name === view.viewer);
  $("#me").innerHTML = me ? playerHtml(me, view) : "";
  $("#opponents").innerHTML = view.players.filter((p) => p !== me).map((p) => playerHtml(p, view)).join("");
  $("#shared").innerHTML = availableHtml(view) + supplyHtml(view) + sharedZonesHtml(view) +
    (MODE === "replay" ? "" : `<p class="watch-link">${esc(t("Spectators:"))} <a href="/watch#${esc(state.game)}" target="_blank" rel="noopener">${esc(t("watch link"))}</a></p>`);
  const result = $("#result");
  result.innerHTML = MODE === "replay" ? "" : resultHtml(view);
  result.hidden = MODE === "replay" || !view.result || result.dataset.closed === "yes";
  const close = $("#close-result");
  if (close) close.onclick = () => { result.dataset.closed = "yes"; result.hidden = true; };
  if (MODE === "seat" && view.undo && !busy) {
    // A take-back: this seat's latest answer, while nothing since made it final (the server says).
    $("#decision").insertAdjacentHTML("beforeend", `<div class="buttons undo-bar"><button id="take-back">${esc(t("Take back my last answer"))}</button></div>`);
    $("#take-back").onclick = takeBack;
  }
  if (view.decision && !busy) {
    const buttons = bindChoices($("#table"), view.decision.choices, view.viewer, answer, select);
    $("#decision .buttons").innerHTML = buttons.map((c, k) =>
      `<button class="choice kind-${esc(c.kind)}" data-index="${k}" data-option="${esc(c.id)}">${esc(c.label)}</button>`).join("");
    $("#decision .buttons").querySelectorAll("button").forEach((b) => {
      b.onclick = () => answer(buttons[Number(b.dataset.index)].id);
    });
  }
  if (MODE === "replay") bindReplay();
  document.body.dataset.decision = String(state.decision_number ?? "");
  document.body.dataset.phase = view.phase;
  if (replay) document.body.dataset.step = String(replay.step);
}

async function answer(option, number = state.decision_number) {
  if (busy) return;
  busy = true;
  document.body.classList.add("busy");
  showError("");
  try {
    if (live.connected) {
      await live.answer(number, option);  // the push that follows redraws the table
    } else {
      await call("POST", "/api/seat/answer", { decision: number, option }, token);
      receive(await call("GET", "/api/seat", undefined, token));
    }
  } catch (err) {
    showError(err instanceof ApiError ? `${err.message}` : t("could not reach the server: {why}", { why: err.message }));
    busy = false;
    document.body.classList.remove("busy");
    render();
    return;
  }
}

async function takeBack() {
  if (busy) return;
  busy = true;
  document.body.classList.add("busy");
  showError("");
  try {
    if (live.connected) await live.undo();
    else {
      await call("POST", "/api/seat/undo", undefined, token);
      receive(await call("GET", "/api/seat", undefined, token));
    }
  } catch (err) {
    showError(err instanceof ApiError ? err.message : t("could not reach the server: {why}", { why: err.message }));
    busy = false;
    document.body.classList.remove("busy");
    render();
  }
}

function receive(message) {
  const fresh = !state || message.view.events_since === 0;
  state = message;
  busy = false;
  document.body.classList.remove("busy");
  appendLog(message.view.events, message.view.events_since);
  if (message.chat) takeChat(message.chat, message.chat_since || 0);
  if (fresh) $("#result").dataset.closed = "";
  render();
}

// ------------------------------------------------------------------ replays
async function showStep(step, seat = replay ? replay.seat : "") {
  const params = new URLSearchParams({ step: step === "end" ? "end" : String(step) });
  if (seat) params.set("seat", seat);
  showError("");
  try {
    const got = await call("GET", `/api/games/${encodeURIComponent(gameId)}/replay?${params}`);
    replay = { step: got.step, steps: got.steps, seat: got.seat, answered_by: got.answered_by };
    state = { ...got, decision_number: null, practice: false, seed: null, halted: null, abandoned: false };
    appendLog(got.view.events, 0);
    render();
  } catch (err) {
    showError(err instanceof ApiError ? err.message : t("could not reach the server: {why}", { why: err.message }));
  }
}

function bindReplay() {
  const r = replay;
  const go = (step) => () => showStep(Math.max(0, Math.min(r.steps, step)));
  $("#replay-first").onclick = go(0);
  $("#replay-back").onclick = go(r.step - 1);
  $("#replay-next").onclick = go(r.step + 1);
  $("#replay-last").onclick = go(r.steps);
  $("#replay-first").disabled = $("#replay-back").disabled = r.step <= 0;
  $("#replay-next").disabled = $("#replay-last").disabled = r.step >= r.steps;
  $("#replay-seat").onchange = (ev) => showStep(r.step, ev.target.value);
}

async function loadCatalogue(first) {
  const sets = first.expansions.join(",");
  // The card texts of the edition in play (a choice option changes texts, not facts).
  const edition = first.options && first.options.edition ? `&edition=${encodeURIComponent(first.options.edition)}` : "";
  catalogue = await call("GET", `/api/cards?expansions=${encodeURIComponent(sets)}${edition}`);
  declareIcons(catalogue.icons);
}

function onStatus(status, why) {
  $("#status").textContent = STATUS[status] ? STATUS[status]() : status;
  $("#status").className = `status-${status}`;
  if (why) showError(why);
}

async function start() {
  languageSwitch();
  await loadTexts();
  $("#chat").innerHTML = chatHtml();
  renderChat();
  if (MODE === "seat" && !token) {
    $("#top").textContent = t("This page needs a seat link (it ends in #… ). Ask the game's creator for yours.");
    return;
  }
  if (MODE !== "seat" && !/^[0-9a-f]{16}$/.test(gameId)) {
    $("#top").textContent = t("This page needs a game's link (it ends in #… ).");
    return;
  }
  if (MODE === "replay") {
    $("#chat").hidden = true;
    $("#status").hidden = true;
    try {
      const first = await call("GET", `/api/games/${encodeURIComponent(gameId)}/replay?step=0`);
      await loadCatalogue(first);
    } catch (err) {
      $("#top").textContent = t("Cannot open this replay: {why}", { why: err.message });
      return;
    }
    await showStep(0, "");
    return;
  }
  try {
    const first = MODE === "seat" ? await call("GET", "/api/seat", undefined, token)
      : await call("GET", `/api/games/${encodeURIComponent(gameId)}/watch`);
    await loadCatalogue(first);
    receive(first);
    if (MODE === "seat") keepSeat({ game: first.game, name: first.you, token });
  } catch (err) {
    $("#top").textContent = MODE === "seat" ? t("Cannot open this seat: {why}", { why: err.message })
      : t("Cannot watch this game: {why}", { why: err.message });
    return;
  }
  if (MODE === "seat") {
    $("#chat-form").onsubmit = sendChat;
    live = new Live({ token }, receive, onStatus);
  } else {
    live = new Live({ game: gameId }, receive, onStatus, "/api/watch/ws");
  }
}

// The connection's state, as the status corner says it.
const STATUS = { live: () => t("live"), reconnecting: () => t("reconnecting"), refused: () => t("refused") };

let live = { connected: false };
// For tests and curious players: the same answer path the clicks use.
window.innovationTable = { answer, state: () => state, select: () => selected };
start();
