// The lobby: every bot, expansion and rule option is read from /api/lobby (the library's own
// registries), so nothing here names one.
import { ApiError, call } from "./api.js";
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
    `<button type="button" class="remove-seat" title="${esc(t("remove this seat"))}">✕</button>`;
  if (k > 0) row.querySelector(".seat-kind").value = lobby.bots[0] ? lobby.bots[0].name : "";
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
    return { name: row.querySelector(".seat-name").value.trim(), bot: bot || null };
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
      : `<li><b>${esc(s.name)}</b>: ${esc(t("{bot} bot", { bot: s.bot }))}</li>`).join("");
    $("#links").hidden = false;
  } catch (err) {
    showError(err instanceof ApiError ? err.message : t("could not reach the server: {why}", { why: err.message }));
  } finally {
    $("#create").disabled = false;
  }
}

async function start() {
  languageSwitch();
  await loadTexts();
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
