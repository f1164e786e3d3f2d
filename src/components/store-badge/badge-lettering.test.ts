/**
 * @jest-environment node
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { SPRITE_ART } from "../svg-sprite/sprite-art";
import { BADGE_LETTERING_FILE, BADGE_LETTERING_IDS } from "./badge-lettering";

// eslint-disable-next-line @typescript-eslint/no-require-imports
const script = require("../../../scripts/badge-lettering.cjs") as {
  STATIC_DIR: string;
  TS_FILE: string;
  letteringFiles: () => string[];
  renderLettering: () => { svg: string; fileName: string; module: string };
};

const REGENERATE = "node scripts/badge-lettering.cjs";

describe("the store badges' lettering", () => {
  const rendered = script.renderLettering();
  const committed = path.join(script.STATIC_DIR, path.basename(BADGE_LETTERING_FILE));

  it(`is what the script draws from the installed font (after a change: ${REGENERATE})`, () => {
    expect(readFileSync(script.TS_FILE, "utf8")).toBe(rendered.module);
    expect(readFileSync(committed, "utf8")).toBe(rendered.svg);
  });

  it("is one file, named after a hash of its content, under the folder served as /static/", () => {
    expect(script.letteringFiles()).toEqual([path.basename(BADGE_LETTERING_FILE)]);
    expect(BADGE_LETTERING_FILE).toBe(`/static/${rendered.fileName}`);
    const hash = createHash("sha256").update(readFileSync(committed)).digest("hex").slice(0, 20);
    expect(BADGE_LETTERING_FILE).toContain(`-${hash}.svg`);
  });

  it("draws each badge's words as outlines, in a group its sprite symbol points at", () => {
    const svg = readFileSync(committed, "utf8");
    for (const name of Object.keys(BADGE_LETTERING_IDS)) expect(SPRITE_ART).toHaveProperty(name);
    for (const id of Object.values(BADGE_LETTERING_IDS)) {
      expect(svg).toMatch(new RegExp(`<g id="${id}"><path d="M[^"]{400,}"/>`));
    }
    // Outlines only: no text to lay out, no transform left for the browser to apply.
    expect(svg).not.toMatch(/<text|transform=|font-/);
  });
});
