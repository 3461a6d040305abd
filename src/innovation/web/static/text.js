// Everything shown on a page that came from a player or the server goes through esc():
// names are text, never markup.
export const esc = (value) => String(value ?? "").replace(/[&<>"']/g, (ch) => (
  { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" }[ch]));

export const $ = (sel) => document.querySelector(sel);
