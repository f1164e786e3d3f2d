// What `npm run cms` tells the editor about the site's build (static/admin/editor.js polls it).
// CommonJS so scripts/cms/start.mjs runs it with plain node and Jest tests it as is.

/** Served by `gatsby serve` from public/; a production host never has it. */
const BUILD_STATUS_FILE = "admin/build-status.json";
const MESSAGE_LINES = 40;
const ANSI = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*[A-Za-z]`, "g");
/** Where the build's own account of a refused recipe starts (src/recipes/validate-recipes.ts). */
const PROBLEMS_START = /The recipes have \d+ problems?:/;

/** The part of a failed build's output an editor can act on: the problems, else its last lines. */
const failureMessage = (output) => {
  const text = output.replace(ANSI, "").replace(/\r/g, "");
  const start = text.search(PROBLEMS_START);
  const lines = (start === -1 ? text : text.slice(start)).split("\n").map((line) => line.trimEnd());
  const kept = start === -1 ? lines.filter(Boolean).slice(-MESSAGE_LINES) : lines;
  const end = kept.findIndex((line, index) => index > 0 && !/^\s/.test(line) && line !== "");
  return (end === -1 || start === -1 ? kept : kept.slice(0, end)).join("\n").trim();
};

const buildStatus = (state, output = "") => ({
  state,
  ...(state === "failed" ? { message: failureMessage(output) } : {}),
  at: new Date().toISOString(),
});

module.exports = { BUILD_STATUS_FILE, buildStatus, failureMessage };
