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
  constructor(token, onState, onStatus) {
    this.token = token;
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
    return new Promise((resolve, reject) => {
      const id = ++this.sent;
      this.waiting.set(id, { resolve, reject });
      this.ws.send(JSON.stringify({ type: "answer", id, decision, option }));
    });
  }

  settle(data) {
    const waiter = this.waiting.get(data.id);
    if (!waiter) return;
    this.waiting.delete(data.id);
    if (data.type === "answered") waiter.resolve(data);
    else waiter.reject(new ApiError(data.status, { error: data.error, message: data.message, type: data.error_type }));
  }

  open() {
    const scheme = location.protocol === "https:" ? "wss" : "ws";
    const ws = new WebSocket(`${scheme}://${location.host}/api/seat/ws`);
    this.ws = ws;
    ws.onopen = () => {
      this.delay = 500;
      // A fresh connection starts from the first event: the page rebuilds its log.
      const hello = { token: this.token, events_since: 0 };
      if (chosenLanguage()) hello.lang = chosenLanguage();
      ws.send(JSON.stringify(hello));
      this.onStatus("live");
    };
    ws.onmessage = (msg) => {
      const data = JSON.parse(msg.data);
      if (data.type === "state") this.onState(data);
      else if (data.type === "answered" || data.type === "refused") this.settle(data);
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
