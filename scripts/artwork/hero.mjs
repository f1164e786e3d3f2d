// @ts-check
// The home page's hero: a phone showing the app's fridge screen, with food spilling over its edges.
import path from "node:path";
import { BRAND } from "./brand.mjs";
import { leaf, rosemary } from "./ingredients/herbs.mjs";
import { cherryTomato, citrus, garlicClove } from "./ingredients/produce.mjs";
import { logoMark } from "./logo.mjs";
import { recipeThumb } from "./recipe-photo.mjs";
import { Scene } from "./scene.mjs";
import { group } from "./svg.mjs";
import { measureText, textAt, wrapText } from "./text.mjs";
import { CHIP_GLYPHS, lineIcon } from "./ui-icons.mjs";

/** @typedef {import("./recipes/index.mjs").RecipeFile} RecipeFile */
/** @typedef {import("./ui-icons.mjs").ChipName} ChipName */
/** @typedef {import("./ui-icons.mjs").IconName} IconName */

/** @param {readonly RecipeFile[]} recipes */
export async function heroSvg(recipes) {
  const FRAME_WIDTH = 1000;
  const FRAME_HEIGHT = 1200;
  const scene = new Scene("h", "hero");
  const phoneX = 215;
  const phoneY = 40;
  const phoneWidth = 570;
  const phoneHeight = 1120;
  const screenX = phoneX + 14;
  const screenY = phoneY + 14;
  const screenWidth = phoneWidth - 28;
  const screenHeight = phoneHeight - 28;
  const contentX = screenX + 26;
  const contentWidth = screenWidth - 52;
  /** @param {string} name */
  const pick = (name) => {
    const recipe = recipes.find((candidate) => candidate.recipeName === name);
    if (!recipe) throw new Error(`hero: recipe "${name}" not found in data/recipes/`);
    return recipe;
  };
  const cards = [pick("Shakshuka"), pick("Caprese Salad"), pick("Avocado Toast with Poached Egg")];

  let screen = `<rect x="${screenX}" y="${screenY}" width="${screenWidth}" height="${screenHeight}" fill="${BRAND.bg}"/>`;
  screen += `<circle cx="${screenX + screenWidth}" cy="${screenY + 40}" r="260" fill="${BRAND.brandSoft}" opacity="0.8"/>`;
  // status bar
  screen += textAt(screenX + 62, screenY + 50, "9:41", 24, { weight: 700 });
  const statusIconsX = screenX + screenWidth - 130;
  for (let i = 0; i < 4; i++)
    screen += `<rect x="${statusIconsX + i * 8}" y="${screenY + 50 - 6 - i * 4}" width="5" height="${6 + i * 4}" rx="1.5" fill="${BRAND.text}"/>`;
  screen += `<path d="M${statusIconsX + 42} ${screenY + 38}A14 14 0 0 1 ${statusIconsX + 64} ${screenY + 38}" stroke="${BRAND.text}" stroke-width="3" fill="none" stroke-linecap="round"/><path d="M${statusIconsX + 47} ${screenY + 44}A7 7 0 0 1 ${statusIconsX + 59} ${screenY + 44}" stroke="${BRAND.text}" stroke-width="3" fill="none" stroke-linecap="round"/><circle cx="${statusIconsX + 53}" cy="${screenY + 49}" r="2.5" fill="${BRAND.text}"/>`;
  screen += `<rect x="${statusIconsX + 74}" y="${screenY + 33}" width="36" height="18" rx="5" fill="none" stroke="${BRAND.text}" stroke-width="2" opacity="0.5"/><rect x="${statusIconsX + 77}" y="${screenY + 36}" width="26" height="12" rx="3" fill="${BRAND.text}"/><rect x="${statusIconsX + 111}" y="${screenY + 39}" width="3" height="6" rx="1.5" fill="${BRAND.text}" opacity="0.5"/>`;
  // header
  const headerY = screenY + 120;
  screen += `<svg x="${contentX}" y="${headerY - 30}" width="58" height="58" viewBox="0 0 64 64">${logoMark()}</svg>`;
  screen += textAt(contentX + 68, headerY + 12, "Pantry Chef", 36, { weight: 700, ls: -0.5 });
  screen +=
    `<circle cx="${contentX + contentWidth - 26}" cy="${headerY}" r="26" fill="#fff" stroke="${BRAND.border}" stroke-width="2"/>` +
    lineIcon("bell", contentX + contentWidth - 40, headerY - 14, 28, BRAND.text);
  screen += textAt(contentX, headerY + 62, "Hi Sam! Here's what you can cook.", 22, {
    fill: BRAND.muted,
  });
  // fridge section
  const fridgeY = headerY + 128;
  screen += lineIcon("fridge", contentX, fridgeY - 24, 30, BRAND.herb, 2.2);
  screen += textAt(contentX + 38, fridgeY, "In your fridge", 27, { weight: 700 });
  screen += textAt(contentX + contentWidth, fridgeY, "Edit", 22, {
    weight: 700,
    fill: BRAND.brand,
    anchor: "end",
  });
  let chipX = contentX;
  let chipY = fridgeY + 22;
  const chipHeight = 50;
  for (const name of /** @satisfies {(ChipName | "+ Add")[]} */ ([
    "Eggs",
    "Tomatoes",
    "Spinach",
    "Feta",
    "+ Add",
  ])) {
    const add = name === "+ Add";
    const labelWidth = await measureText(name, 21, 700);
    const chipWidth = labelWidth + (add ? 40 : 74);
    if (chipX + chipWidth > contentX + contentWidth) {
      chipX = contentX;
      chipY += chipHeight + 12;
    }
    if (add) {
      screen += `<rect x="${chipX}" y="${chipY}" width="${chipWidth}" height="${chipHeight}" rx="${chipHeight / 2}" fill="none" stroke="${BRAND.brand}" stroke-width="2" stroke-dasharray="6 5"/>`;
      screen += textAt(chipX + 20, chipY + chipHeight / 2 + 7.5, name, 21, {
        weight: 700,
        fill: BRAND.brand,
      });
    } else {
      screen += `<rect x="${chipX}" y="${chipY}" width="${chipWidth}" height="${chipHeight}" rx="${chipHeight / 2}" fill="#fff" stroke="${BRAND.border}" stroke-width="2"/>`;
      screen += `<circle cx="${chipX + 26}" cy="${chipY + chipHeight / 2}" r="18" fill="${BRAND.brandSoft}"/>`;
      screen += `<g transform="translate(${chipX + 13} ${chipY + chipHeight / 2 - 13}) scale(1.08)">${CHIP_GLYPHS[name]}</g>`;
      screen += textAt(chipX + 52, chipY + chipHeight / 2 + 7.5, name, 21, { weight: 700 });
    }
    chipX += chipWidth + 10;
  }
  // recipes section
  const recipesY = chipY + chipHeight + 58;
  screen += textAt(contentX, recipesY, "Cook with what you have", 27, { weight: 700 });
  screen += textAt(contentX + contentWidth, recipesY, "See all", 22, {
    weight: 700,
    fill: BRAND.brand,
    anchor: "end",
  });
  const cardHeight = 196;
  const gap = 20;
  let cardY = recipesY + 24;
  for (const recipe of cards) {
    const cardX = contentX - 6;
    const cardWidth = contentWidth + 12;
    screen += `<g filter="${scene.dropShadow(0, 8, 12, 0.12)}"><rect x="${cardX}" y="${cardY}" width="${cardWidth}" height="${cardHeight}" rx="28" fill="#fff"/></g>`;
    screen += `<rect x="${cardX}" y="${cardY}" width="${cardWidth}" height="${cardHeight}" rx="28" fill="none" stroke="${BRAND.border}" stroke-width="1.5"/>`;
    const thumbSize = cardHeight - 32;
    const clip = scene.clipPath(
      `<rect x="${cardX + 16}" y="${cardY + 16}" width="${thumbSize}" height="${thumbSize}" rx="20"/>`,
    );
    screen += `<g clip-path="${clip}">${recipeThumb(path.basename(recipe.image), cardX + 16, cardY + 16, thumbSize)}</g>`;
    const textX = cardX + 16 + thumbSize + 22;
    const maxTextWidth = cardX + cardWidth - 20 - textX;
    const lines = await wrapText(recipe.recipeName, 27, 700, maxTextWidth);
    if (lines.length > 2)
      throw new Error(`hero: "${recipe.recipeName}" needs ${lines.length} lines`);
    let lineY = cardY + (lines.length === 1 ? 60 : 50);
    for (const line of lines) {
      screen += textAt(textX, lineY, line, 27, { weight: 700 });
      lineY += 33;
    }
    const authorY = cardY + cardHeight - 72;
    screen += `<circle cx="${textX + 13}" cy="${authorY - 7}" r="13" fill="${recipe.author === "Elena Ruiz" ? "#fde2cf" : "#dcefc4"}"/>`;
    screen += textAt(
      textX + 13,
      authorY - 2.8,
      recipe.author
        .split(" ")
        .map((p) => p[0])
        .join(""),
      12,
      {
        weight: 700,
        fill: recipe.author === "Elena Ruiz" ? BRAND.brandStrong : BRAND.herb,
        anchor: "middle",
      },
    );
    screen += textAt(textX + 34, authorY, recipe.author, 21, { fill: BRAND.muted });
    const badgeY = cardY + cardHeight - 52;
    const badgeWidth = (await measureText(recipe.ingredientAmount, 21, 700)) + 62;
    screen += `<rect x="${textX}" y="${badgeY}" width="${badgeWidth}" height="36" rx="18" fill="${BRAND.herbSoft}"/>`;
    screen += lineIcon("fridge", textX + 10, badgeY + 6, 24, BRAND.herb, 2.4);
    screen += textAt(textX + 40, badgeY + 25.5, recipe.ingredientAmount, 21, {
      weight: 700,
      fill: BRAND.herb,
    });
    screen += textAt(textX + badgeWidth + 10, badgeY + 25.5, "ingredients", 19, {
      fill: BRAND.muted,
    });
    cardY += cardHeight + gap;
  }
  // tab bar
  const tabY = screenY + screenHeight - 104;
  screen += `<rect x="${screenX}" y="${tabY}" width="${screenWidth}" height="104" fill="#fff"/><rect x="${screenX}" y="${tabY}" width="${screenWidth}" height="2" fill="${BRAND.border}"/>`;
  /** @type {IconName[]} */
  const tabs = ["home", "search", "fridge", "heart", "user"];
  tabs.forEach((t, i) => {
    const textX = screenX + (screenWidth / tabs.length) * (i + 0.5) - 16;
    screen += lineIcon(t, textX, tabY + 20, 32, i === 0 ? BRAND.brand : "#a8978a", 2.2);
    if (i === 0)
      screen += `<circle cx="${textX + 16}" cy="${tabY + 64}" r="3.5" fill="${BRAND.brand}"/>`;
  });
  screen += `<rect x="${phoneX + phoneWidth / 2 - 70}" y="${screenY + screenHeight - 22}" width="140" height="6" rx="3" fill="${BRAND.text}"/>`;

  const screenClip = scene.clipPath(
    `<rect x="${screenX}" y="${screenY}" width="${screenWidth}" height="${screenHeight}" rx="74"/>`,
  );
  let svg = "";
  // soft floor shadow
  svg += `<ellipse cx="${phoneX + phoneWidth / 2 + 20}" cy="${phoneY + phoneHeight - 10}" rx="${phoneWidth * 0.55}" ry="40" fill="#2a1608" opacity="0.3" filter="${scene.blur(26)}"/>`;
  // phone body
  const body = `<rect x="${phoneX}" y="${phoneY}" width="${phoneWidth}" height="${phoneHeight}" rx="88" fill="${scene.linearGradient(
    [
      [0, "#4a4340"],
      [0.5, "#1c1917"],
      [1, "#3a3431"],
    ],
    0,
    0,
    1,
    0,
  )}"/>`;
  svg += `<rect x="${phoneX - 4}" y="${phoneY + 230}" width="6" height="70" rx="3" fill="#2a2522"/><rect x="${phoneX - 4}" y="${phoneY + 320}" width="6" height="110" rx="3" fill="#2a2522"/><rect x="${phoneX - 4}" y="${phoneY + 450}" width="6" height="110" rx="3" fill="#2a2522"/><rect x="${phoneX + phoneWidth - 2}" y="${phoneY + 330}" width="6" height="150" rx="3" fill="#2a2522"/>`;
  svg += group(`filter="${scene.dropShadow(18, 30, 34, 0.35)}"`, body);
  svg += `<rect x="${phoneX + 3}" y="${phoneY + 3}" width="${phoneWidth - 6}" height="${phoneHeight - 6}" rx="85" fill="none" stroke="#8a817c" stroke-width="2" opacity="0.7"/>`;
  svg += `<rect x="${screenX - 2}" y="${screenY - 2}" width="${screenWidth + 4}" height="${screenHeight + 4}" rx="76" fill="#0c0a09"/>`;
  svg += `<g clip-path="${screenClip}">${screen}</g>`;
  // dynamic island
  svg += `<rect x="${phoneX + phoneWidth / 2 - 80}" y="${screenY + 18}" width="160" height="46" rx="23" fill="#0c0a09"/><circle cx="${phoneX + phoneWidth / 2 + 52}" cy="${screenY + 41}" r="8" fill="#1f2937"/><circle cx="${phoneX + phoneWidth / 2 + 52}" cy="${screenY + 41}" r="3.5" fill="#334155"/>`;
  // glass sheen
  svg += group(
    `clip-path="${screenClip}"`,
    `<path d="M${screenX} ${screenY}L${screenX + screenWidth * 0.55} ${screenY}L${screenX} ${screenY + screenHeight * 0.42}Z" fill="#fff" opacity="0.07"/>`,
  );
  // decorative food overlapping the phone edges
  svg += leaf(scene, 215, 640, 170, 195, { kind: "basil" });
  svg += leaf(scene, 222, 655, 135, 150, { kind: "basil" });
  svg += leaf(scene, 218, 648, 115, 240, { kind: "basil" });
  svg += citrus(scene, 835, 610, 88, 15);
  svg += rosemary(scene, 790, 190, 200, -40);
  svg += `<path d="M95 1050Q150 1000 205 1040" stroke="#4d7a22" stroke-width="7" fill="none" stroke-linecap="round" filter="${scene.dropShadow(2, 3, 2, 0.35)}"/>`;
  svg += cherryTomato(scene, 110, 1085, 60);
  svg += cherryTomato(scene, 205, 1095, 46);
  svg += leaf(scene, 820, 1010, 120, 200, { kind: "basil" });
  svg += garlicClove(scene, 800, 1060, 70, -20);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${FRAME_WIDTH}" height="${FRAME_HEIGHT}" viewBox="0 0 ${FRAME_WIDTH} ${FRAME_HEIGHT}"><defs>${scene.defs.join("")}</defs>${svg}</svg>`;
}
