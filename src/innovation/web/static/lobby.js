// The lobby: every bot, expansion and rule option is read from /api/lobby (the library's own
// registries), so nothing here names one.
import { ApiError, call, exportSeats, forgetSeat, importSeats, keepSeat, keptSeats } from "./api.js";
import { languageSwitch, loadTexts, t } from "./i18n.js";
import { $, esc } from "./text.js";

const NAMES = ["ann", "bob", "cat", "dan", "eve"];
let lobby = null;

function seatRow(k) {
  const bots = lobby.bots.map((b) => `<option value="${esc(b.name)}" title="${esc(b.description)}">${esc(t("{bot} bot", { bot: b.name }))}</option>`).join("");
  const row = document.createElement("div");
  row.className = "seat-row";
  row.innerHTML = `<label>${esc(t("name"))} <input class="seat-name" maxlength="40" value="${NAMES[k] || ""}"></label>` +
    `<label>${esc(t("played by"))} <select class="seat-kind"><option value="">${esc(t("a person"))}</option>${bots}</select></label>` +
    `<label class="open-seat"><input type="checkbox" class="seat-open"> ${esc(t("open: anyone may take it"))}</label>` +
    `<button type="button" class="remove-seat" title="${esc(t("remove this seat"))}">✕</button>`;
  if (k > 0) row.querySelector(".seat-kind").value = lobby.bots[0] ? lobby.bots[0].name : "";
  const openBox = row.querySelector(".seat-open");
  const kind = row.querySelector(".seat-kind");
  const sync = () => { openBox.disabled = Boolean(kind.value); if (kind.value) openBox.checked = false; };
  kind.addEventListener("change", sync);
  sync();
  row.querySelector(".remove-seat").onclick = () => { row.remove(); refresh(); };
  return row;
}

function refresh() {
  const n = document.querySelectorAll(".seat-row").length;
  $("#add-seat").disabled = n >= lobby.max_seats;
  document.querySelectorAll(".remove-seat").forEach((b) => { b.disabled = n <= lobby.min_seats; });
  $("#teams").disabled = n !== lobby.team_seats;
  if (n !== lobby.team_seats) $("#teams").checked = false;
}

function showError(message) {
  $("#error").textContent = message;
  $("#error").hidden = !message;
}

async function create(ev) {
  ev.preventDefault();
  showError("");
  const seats = [...document.querySelectorAll(".seat-row")].map((row) => {
    const bot = row.querySelector(".seat-kind").value;
    const seat = { name: row.querySelector(".seat-name").value.trim(), bot: bot || null };
    if (!bot && row.querySelector(".seat-open").checked) seat.open = true;
    return seat;
  });
  const options = {};
  for (const o of lobby.options) {
    const el = document.getElementById(`opt-${o.name}`);
    options[o.name] = o.kind === "flag" ? el.checked : el.value;
  }
  const body = {
    seats,
    expansions: lobby.expansions.filter((e) => document.getElementById(`set-${e.name}`).checked).map((e) => e.name),
    teams: $("#teams").checked,
    options,
    listed: $("#listed").checked,
  };
  if ($("#practice").checked) {
    body.practice = true;
    const seed = $("#seed").value.trim();
    if (seed) body.seed = Number(seed);
  }
  $("#create").disabled = true;
  try {
    const made = await call("POST", "/api/games", body);
    $("#link-list").innerHTML = made.seats.map((s) => s.link
      ? `<li><b>${esc(s.name)}</b>: <a class="seat-link" data-seat="${esc(s.name)}" href="${esc(s.link)}" target="_blank" rel="noopener">${esc(location.origin + s.link)}</a></li>`
      : s.open ? `<li><b>${esc(s.name)}</b>: ${esc(t("open: the first to take it in the lobby plays it"))}</li>`
        : `<li><b>${esc(s.name)}</b>: ${esc(t("{bot} bot", { bot: s.bot }))}</li>`).join("");
    $("#watch-link").href = made.watch;
    $("#watch-link").textContent = location.origin + made.watch;
    $("#links").hidden = false;
    refreshGames();
  } catch (err) {
    showError(err instanceof ApiError ? err.message : t("could not reach the server: {why}", { why: err.message }));
  } finally {
    $("#create").disabled = false;
  }
}

// ------------------------------------------------------------------ your seats, and the games
function showKept() {
  const kept = keptSeats();
  $("#mine").hidden = !kept.length;
  $("#kept-list").innerHTML = kept.map((s) =>
    `<li><a class="kept-seat" data-game="${esc(s.game)}" data-seat="${esc(s.name)}" href="/play#${esc(s.token)}">${esc(t("{player} in game {game}", { player: s.name, game: s.game }))}</a>` +
    ` · <a href="/watch#${esc(s.game)}">${esc(t("watch"))}</a> · <a href="/replay#${esc(s.game)}">${esc(t("replay"))}</a>` +
    ` <button type="button" class="forget" data-token="${esc(s.token)}">${esc(t("forget"))}</button></li>`).join("");
  for (const b of document.querySelectorAll("#kept-list .forget")) b.onclick = () => { forgetSeat(b.dataset.token); showKept(); };
  const code = kept.length ? exportSeats() : "";
  $("#export-code").value = code;
  $("#export-link").href = code ? `/#seats=${code}` : "/";
  $("#move-seats").hidden = false;
}

function addSeats(code) {
  try {
    const count = importSeats(code);
    $("#import-result").textContent = t("{count} seats added.", { count });
  } catch (err) {
    $("#import-result").textContent = t("That is not a code of seats.");
  }
  showKept();
}

function seatsOf(g) {
  return g.seats.map((s) => esc(s.bot ? t("{player} ({bot} bot)", { player: s.name, bot: s.bot }) : s.name)).join(", ");
}

async function refreshGames() {
  let list;
  try {
    list = await call("GET", "/api/games");
  } catch (err) {
    return;  // the list is a courtesy: the form works without it
  }
  const none = `<li class="none">${esc(t("none right now"))}</li>`;
  $("#open-games").innerHTML = list.open.map((g) => `<li data-game="${esc(g.game)}">${seatsOf(g)} · ` +
    g.open.map((s) => `<button type="button" class="take-seat" data-game="${esc(g.game)}" data-seat="${esc(s.name)}">${esc(t("take {player}'s seat", { player: s.name }))}</button>`).join(" ") +
    ` · <a href="/watch#${esc(g.game)}">${esc(t("watch"))}</a></li>`).join("") || none;
  $("#playing-games").innerHTML = list.playing.map((g) => `<li data-game="${esc(g.game)}">${seatsOf(g)} · ` +
    `<a class="watch-game" href="/watch#${esc(g.game)}">${esc(t("watch"))}</a></li>`).join("") || none;
  for (const b of document.querySelectorAll(".take-seat")) b.onclick = () => takeSeat(b.dataset.game, b.dataset.seat);
}

async function takeSeat(game, seat) {
  showError("");
  try {
    const taken = await call("POST", `/api/games/${encodeURIComponent(game)}/join`, { seat });
    keepSeat({ game, name: taken.name, token: taken.token });
    location.href = taken.link;
  } catch (err) {
    showError(err instanceof ApiError ? err.message : t("could not reach the server: {why}", { why: err.message }));
    refreshGames();
  }
}

async function start() {
  languageSwitch();
  await loadTexts();
  // A link made by "move your seats" carries the code in its fragment (never sent to the server).
  const fromLink = () => {
    if (!location.hash.startsWith("#seats=")) return;
    addSeats(location.hash.slice(7));
    history.replaceState(null, "", "/");
  };
  fromLink();
  window.addEventListener("hashchange", fromLink);  // the link opened on a lobby already open
  showKept();
  $("#import-seats").onclick = () => addSeats($("#import-code").value);
  refreshGames();
  setInterval(refreshGames, 15000);
  $("#practice").onchange = () => { $("#seed").disabled = !$("#practice").checked; };
  lobby = await call("GET", "/api/lobby");
  for (let k = 0; k < lobby.min_seats; k++) $("#seat-rows").append(seatRow(k));
  $("#add-seat").onclick = () => {
    $("#seat-rows").append(seatRow(document.querySelectorAll(".seat-row").length));
    refresh();
  };
  $("#sets").insertAdjacentHTML("beforeend", lobby.expansions.map((e) =>
    `<label class="option" title="${esc(e.description)}"><input type="checkbox" id="set-${esc(e.name)}"> ${esc(e.name)}` +
    ` <small>${esc(e.description)}</small></label>`).join("") || `<p>${esc(t("No expansions installed."))}</p>`);
  $("#rules").insertAdjacentHTML("beforeend", lobby.options.map((o) => o.kind === "flag"
    ? `<label class="option" title="${esc(o.help)}"><input type="checkbox" id="opt-${esc(o.name)}"${o.default ? " checked" : ""}> ${esc(o.label)}</label>`
    : `<label class="option" title="${esc(o.help)}">${esc(o.label)} <select id="opt-${esc(o.name)}">` +
      o.values.map((v) => `<option value="${esc(v)}"${v === o.default ? " selected" : ""}>${esc(o.value_labels[v] ?? v)}</option>`).join("") + `</select></label>`).join(""));
  $("#new-game").onsubmit = create;
  refresh();
}

start().catch((err) => showError(t("cannot load the lobby: {why}", { why: err.message })));
