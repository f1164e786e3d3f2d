// @ts-check
// Turns a recipe's scene into the full photo SVG or a square thumbnail nested in another drawing.
import { HEIGHT, WIDTH } from "./backgrounds.mjs";
import { RECIPE_SCENES } from "./recipes/index.mjs";
import { Scene } from "./scene.mjs";
import { num } from "./svg.mjs";

/**
 * Draws a recipe's scene; returns its <defs>, its body and its thumbnail crop.
 * @param {string} file
 * @param {string} idPrefix
 */
function drawRecipe(file, idPrefix) {
  const recipeScene = RECIPE_SCENES[file];
  if (!recipeScene) throw new Error(`No drawing registered for recipe image "${file}"`);
  const scene = new Scene(idPrefix, file);
  const body = recipeScene.draw(scene);
  return { defs: scene.defs.join(""), body, focus: recipeScene.focus };
}

/** @param {string} file */
export function recipeSvg(file) {
  const { defs, body } = drawRecipe(file, "r");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}"><defs>${defs}</defs>${body}</svg>`;
}

let thumbCounter = 0;

/**
 * Nested square thumbnail of a recipe scene, for the phone / social card.
 * @param {string} file
 * @param {number} x
 * @param {number} y
 * @param {number} size
 */
export function recipeThumb(file, x, y, size) {
  const { defs, body, focus } = drawRecipe(file, `t${thumbCounter++}x`);
  return `<svg x="${num(x)}" y="${num(y)}" width="${num(size)}" height="${num(size)}" viewBox="${focus[0]} ${focus[1]} ${focus[2]} ${focus[2]}" preserveAspectRatio="xMidYMid slice"><defs>${defs}</defs>${body}</svg>`;
}
