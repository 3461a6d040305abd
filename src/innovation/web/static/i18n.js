// The pages' own words in the reader's language. Every text a page shows is English in the
// code, the key of its translation: t(text, { player }) for the page's words (its {player}
// filled in), tname(name) for the names of things (colours, icons, zones: the same names the decisions and
// the log use). The translations come from the server's catalogues (GET /api/texts, the .po
// files' contexts "web" and "name"); a text without one stays English. An element of a page
// marked data-t shows its own text translated; data-t-<attribute>="text" sets that attribute.
// tools/i18n.py collects the literal text of every t() call and every data-t text into the catalogues, and
// tests/i18n/test_web_texts.py fails on a page text that does not go through here.
import { call, chooseLanguage, chosenLanguage } from "./api.js";

let web = {};
let names = {};

function fill(text, values) {
  return text.replace(/\{(\w+)\}/g, (whole, key) => (key in values ? String(values[key]) : whole));
}

export function t(text, values = {}) {
  return fill(web[text] ?? text, values);
}

export function tname(name) {
  return names[name] ?? name;
}

function translatePage() {
  for (const el of document.querySelectorAll("[data-t]")) {
    if (!el.dataset.source) el.dataset.source = el.textContent.replace(/\s+/g, " ").trim();
    el.textContent = t(el.dataset.source);
  }
  for (const el of document.querySelectorAll("*")) {
    for (const attr of [...el.attributes]) {
      if (attr.name.startsWith("data-t-")) el.setAttribute(attr.name.slice(7), t(attr.value));
    }
  }
}

// The texts of the language this browser chose (else the one its Accept-Language prefers); the
// page's own words are translated at once.
export async function loadTexts() {
  try {
    const got = await call("GET", "/api/texts");
    web = got.web || {};
    names = got.name || {};
    document.documentElement.lang = got.lang || "en";
  } catch (err) {
    web = {};
    names = {};
  }
  translatePage();
}

// The language switch (a <select id="lang"> on the page): every language the server has
// catalogues for, named in itself; a choice is kept in this browser and the page reloads in it.
export async function languageSwitch() {
  const select = document.querySelector("#lang");
  if (!select) return;
  try {
    const offered = await call("GET", "/api/languages");
    for (const [code, name] of Object.entries(offered)) {
      const option = document.createElement("option");
      option.value = code;
      option.textContent = name;
      select.append(option);
    }
  } catch (err) {
    return;
  }
  select.value = chosenLanguage();
  select.addEventListener("change", () => {
    chooseLanguage(select.value);
    location.reload();
  });
}
