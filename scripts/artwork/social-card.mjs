// @ts-check
// The 1200×630 card that link previews show.
import { BRAND } from "./brand.mjs";
import { leaf, rosemary } from "./ingredients/herbs.mjs";
import { cherryTomato, citrus } from "./ingredients/produce.mjs";
import { logoMark } from "./logo.mjs";
import { recipeThumb } from "./recipe-photo.mjs";
import { Scene } from "./scene.mjs";
import { group } from "./svg.mjs";
import { measureText, textAt, wrapText } from "./text.mjs";

export async function socialCardSvg() {
  const CARD_WIDTH = 1200;
  const CARD_HEIGHT = 630;
  const scene = new Scene("s", "social");
  let svg = `<rect width="${CARD_WIDTH}" height="${CARD_HEIGHT}" fill="${BRAND.bg}"/>`;
  svg += `<rect width="${CARD_WIDTH}" height="${CARD_HEIGHT}" fill="${scene.userRadialGradient(
    [
      [0, BRAND.brandSoft],
      [1, BRAND.brandSoft, 0],
    ],
    1000,
    320,
    560,
  )}"/>`;
  svg += `<circle cx="1010" cy="320" r="300" fill="${BRAND.brandSoft}"/>`;
  svg += `<circle cx="1010" cy="320" r="300" fill="none" stroke="#fed7aa" stroke-width="3" stroke-dasharray="2 14" stroke-linecap="round"/>`;
  // text block
  const textLeft = 80;
  svg += `<svg x="${textLeft}" y="70" width="76" height="76" viewBox="0 0 64 64">${logoMark()}</svg>`;
  svg += textAt(textLeft + 92, 124, "Pantry Chef", 40, {
    weight: 700,
    fill: BRAND.brandStrong,
    ls: -0.5,
  });
  const tagLines = await wrapText("Recipes Using Your Ingredients", 66, 700, 600);
  let lineY = 250;
  for (const [i, line] of tagLines.entries()) {
    svg += textAt(textLeft, lineY, line, 66, {
      weight: 700,
      fill: i === tagLines.length - 1 ? BRAND.brand : BRAND.text,
      ls: -1.5,
    });
    lineY += 76;
  }
  svg += `<rect x="${textLeft}" y="${lineY - 30}" width="72" height="6" rx="3" fill="${BRAND.herb}"/>`;
  const subLines = ["Delicious Curated Recipes,", "made by chefs not AI"];
  for (const line of subLines)
    if ((await measureText(line, 30)) > 600) throw new Error("social: subtitle too wide");
  lineY += 24;
  for (const line of subLines) {
    svg += textAt(textLeft, lineY, line, 30, { fill: BRAND.muted });
    lineY += 40;
  }
  // food plates
  /**
   * @param {string} file
   * @param {number} x
   * @param {number} y
   * @param {number} r
   */
  const plateAt = (file, x, y, r) => {
    const clip = scene.clipPath(`<circle cx="${x}" cy="${y}" r="${r}"/>`);
    return (
      group(
        `filter="${scene.dropShadow(8, 16, 18, 0.3)}"`,
        `<circle cx="${x}" cy="${y}" r="${r + 10}" fill="#fff"/>`,
      ) + `<g clip-path="${clip}">${recipeThumb(file, x - r, y - r, 2 * r)}</g>`
    );
  };
  svg += plateAt("caprese-salad.jpg", 880, 150, 115);
  svg += plateAt("honey-soy-salmon-bowl.jpg", 1095, 470, 120);
  svg += plateAt("shakshuka.jpg", 955, 400, 150);
  svg += leaf(scene, 770, 300, 90, 150, { kind: "basil" });
  svg += leaf(scene, 775, 305, 75, 210, { kind: "basil" });
  svg += citrus(scene, 1120, 110, 58, 20);
  svg += cherryTomato(scene, 800, 560, 40);
  svg += cherryTomato(scene, 860, 590, 32);
  svg += rosemary(scene, 640, 600, 170, -20);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${CARD_HEIGHT}" viewBox="0 0 ${CARD_WIDTH} ${CARD_HEIGHT}"><defs>${scene.defs.join("")}</defs>${svg}</svg>`;
}
