// Talking to the server: the seat token (from the page's fragment, never sent in a URL), JSON
// calls and the WebSocket that pushes the seat's state.
import { t } from "./i18n.js";

export function seatToken() {
  return decodeURIComponent(location.hash.replace(/^#/, ""));
}

export class ApiError extends Error {
  constructor(status, body) {
    // "message": the error in the reader's language; "error": the same in English (for programs).
    super(body && (body.message || body.error) ? body.message || body.error : `HTTP ${status}`);
    this.status = status;
    this.type = body && body.type;
  }
}

// The language this browser chose on the table's switch (stored here only); none: the server
// reads the browser's own Accept-Language.
const LANG_KEY = "innovation.lang";

export function chosenLanguage() {
  const lang = localStorage.getItem(LANG_KEY) || "";
  return /^[a-z]{2,8}$/.test(lang) ? lang : "";
}

export function chooseLanguage(lang) {
  if (lang) localStorage.setItem(LANG_KEY, lang);
  else localStorage.removeItem(LANG_KEY);
}

export async function call(method, path, body, token) {
  const headers = { "accept": "application/json" };
  const lang = chosenLanguage();
  if (lang) headers["accept-language"] = lang;
  if (body !== undefined) headers["content-type"] = "application/json";
  if (token) headers["authorization"] = `Bearer ${token}`;
  const response = await fetch(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  let data = null;
  try { data = await response.json(); } catch (e) { data = null; }
  if (!response.ok) throw new ApiError(response.status, data);
  return data;
}

// Keeps a WebSocket open (reconnecting with back-off), hands every pushed state to onState, and
// sends answers over it (one message each, no HTTP request: the server's cheapest path).
export class Live {
  // hello: the first message's fields besides the cursors ({token} for a seat, {game} for a
  // spectator); path: the WebSocket's path.
  constructor(hello, onState, onStatus, path = "/api/seat/ws") {
    this.helloFields = hello;
    this.path = path;
    this.onState = onState;
    this.onStatus = onStatus;
    this.delay = 500;
    this.cursor = 0;
    this.closed = false;
    this.sent = 0;              // answers sent: each carries its number as its id
    this.waiting = new Map();   // id → {resolve, reject} of an answer not yet replied to
    this.open();
  }

  // Resolves with the server's reply when the answer is taken; rejects with an ApiError carrying
  // the server's message (the same as POST /api/seat/answer gives) when it is refused.
  answer(decision, option) {
    return this.send({ type: "answer", decision, option });
  }

  // A chat line: resolves when the server stored it (it arrives in the next push, to everyone).
  say(text) {
    return this.send({ type: "chat", text });
  }

  send(message) {
    return new Promise((resolve, reject) => {
      const id = ++this.sent;
      this.waiting.set(id, { resolve, reject });
      this.ws.send(JSON.stringify({ ...message, id }));
    });
  }

  settle(data) {
    const waiter = this.waiting.get(data.id);
    if (!waiter) return;
    this.waiting.delete(data.id);
    if (data.type === "answered" || data.type === "said") waiter.resolve(data);
    else waiter.reject(new ApiError(data.status, { error: data.error, message: data.message, type: data.error_type }));
  }

  open() {
    const scheme = location.protocol === "https:" ? "wss" : "ws";
    const ws = new WebSocket(`${scheme}://${location.host}${this.path}`);
    this.ws = ws;
    ws.onopen = () => {
      this.delay = 500;
      // A fresh connection starts from the first event and the first chat line: the page
      // rebuilds its log and its chat.
      const hello = { ...this.helloFields, events_since: 0, chat_since: 0 };
      if (chosenLanguage()) hello.lang = chosenLanguage();
      ws.send(JSON.stringify(hello));
      this.onStatus("live");
    };
    ws.onmessage = (msg) => {
      const data = JSON.parse(msg.data);
      if (data.type === "state") this.onState(data);
      else if (data.type === "answered" || data.type === "said" || data.type === "refused") this.settle(data);
      else if (data.type === "error") { this.closed = true; this.onStatus("refused", data.message || data.error); }
    };
    ws.onclose = () => {
      // An answer without a reply may or may not have been taken: the next state says which.
      for (const waiter of this.waiting.values()) waiter.reject(new Error(t("the connection was lost")));
      this.waiting.clear();
      if (this.closed) return;
      this.onStatus("reconnecting");
      setTimeout(() => this.open(), this.delay);
      this.delay = Math.min(this.delay * 2, 8000);
    };
  }

  get connected() {
    return this.ws && this.ws.readyState === WebSocket.OPEN;
  }
}

// The seats this browser has opened (game, name, token), newest first: the lobby lists them to
// come back to, and moves them to another device as a code. Kept in this browser only.
const SEATS_KEY = "innovation.seats";
const MAX_KEPT_SEATS = 100;
const TOKEN = /^[A-Za-z0-9_-]{20,100}$/;
const GAME = /^[0-9a-f]{16}$/;

function validSeat(s) {
  return s && typeof s === "object" && typeof s.game === "string" && GAME.test(s.game) &&
    typeof s.name === "string" && s.name.length > 0 && s.name.length <= 100 &&
    typeof s.token === "string" && TOKEN.test(s.token);
}

export function keptSeats() {
  try {
    const list = JSON.parse(localStorage.getItem(SEATS_KEY) || "[]");
    return Array.isArray(list) ? list.filter(validSeat) : [];
  } catch (err) {
    return [];
  }
}

function storeSeats(list) {
  localStorage.setItem(SEATS_KEY, JSON.stringify(list.slice(0, MAX_KEPT_SEATS)));
}

export function keepSeat(seat) {
  if (!validSeat(seat)) return;
  const rest = keptSeats().filter((s) => s.token !== seat.token);
  storeSeats([{ game: seat.game, name: seat.name, token: seat.token, added: seat.added || Date.now() }, ...rest]);
}

export function forgetSeat(token) {
  storeSeats(keptSeats().filter((s) => s.token !== token));
}

// The kept seats as one code (base64url of their JSON) to carry to another device: the code
// holds the seats' links, so it is as private as they are.
export function exportSeats() {
  const json = JSON.stringify(keptSeats().map(({ game, name, token }) => ({ game, name, token })));
  const bytes = new TextEncoder().encode(json);
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

// Not a code exportSeats() made (the page says so in the reader's words).
export class SeatsCodeError extends Error {}

// Adds the seats of a code made by exportSeats() (anything else: a SeatsCodeError, nothing added);
// returns how many seats it held.
export function importSeats(code) {
  const cleaned = String(code || "").trim();
  if (!cleaned || cleaned.length > 20000 || !/^[A-Za-z0-9_-]+$/.test(cleaned)) throw new SeatsCodeError();
  let list;
  try {
    const binary = atob(cleaned.replace(/-/g, "+").replace(/_/g, "/"));
    list = JSON.parse(new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0))));
  } catch (err) {
    throw new SeatsCodeError();
  }
  if (!Array.isArray(list) || !list.every(validSeat)) throw new SeatsCodeError();
  for (const seat of list.slice(0, MAX_KEPT_SEATS).reverse()) keepSeat(seat);
  return list.length;
}
