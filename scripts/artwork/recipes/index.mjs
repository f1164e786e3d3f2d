// @ts-check
// One scene per recipe photo, keyed by the image file name that each recipe in data/recipes/ gives.
// Each scene exports draw(scene), which returns the SVG body of a 1200×900 photo, and focus,
// the [x, y, size] square that the hero and the social card crop for a thumbnail.
import * as avocadoToastPoachedEgg from "./avocado-toast-poached-egg.mjs";
import * as bananaOatPancakes from "./banana-oat-pancakes.mjs";
import * as basilPestoGnocchi from "./basil-pesto-gnocchi.mjs";
import * as beefAndBroccoli from "./beef-and-broccoli.mjs";
import * as blackBeanBurritoBowl from "./black-bean-burrito-bowl.mjs";
import * as blueberryYogurtParfait from "./blueberry-yogurt-parfait.mjs";
import * as brownButterChocolateChipCookies from "./brown-butter-chocolate-chip-cookies.mjs";
import * as capreseSalad from "./caprese-salad.mjs";
import * as chickpeaCoconutCurry from "./chickpea-coconut-curry.mjs";
import * as creamyTomatoBasilSoup from "./creamy-tomato-basil-soup.mjs";
import * as garlicButterShrimpPasta from "./garlic-butter-shrimp-pasta.mjs";
import * as greekLemonPotatoes from "./greek-lemon-potatoes.mjs";
import * as honeySoySalmonBowl from "./honey-soy-salmon-bowl.mjs";
import * as lemonHerbRoastChicken from "./lemon-herb-roast-chicken.mjs";
import * as margheritaFlatbread from "./margherita-flatbread.mjs";
import * as rainbowVegetableStirFry from "./rainbow-vegetable-stir-fry.mjs";
import * as roastedButternutSquashSoup from "./roasted-butternut-squash-soup.mjs";
import * as shakshuka from "./shakshuka.mjs";
import * as spinachFetaOmelette from "./spinach-feta-omelette.mjs";
import * as streetStyleBeefTacos from "./street-style-beef-tacos.mjs";
import * as summerRatatouille from "./summer-ratatouille.mjs";
import * as teriyakiChickenSkewers from "./teriyaki-chicken-skewers.mjs";
import * as thaiGreenCurry from "./thai-green-curry.mjs";
import * as wildMushroomRisotto from "./wild-mushroom-risotto.mjs";

/**
 * The square [x, y, size] of a photo that its thumbnail shows.
 * @typedef {readonly [x: number, y: number, size: number]} Focus
 */
/**
 * A recipe photo's drawing: draw(scene) returns the SVG body, focus is its thumbnail's square.
 * @typedef {{ draw: (scene: import("../scene.mjs").Scene) => string, focus: Focus }} RecipeScene
 */

/**
 * The fields of a recipe in data/recipes/ that the artwork reads, all of which
 * data/recipe.schema.json requires.
 * @typedef {{ recipeName: string, author: string, ingredientAmount: string, image: string }} RecipeFile
 */

/** @type {Readonly<Record<string, RecipeScene>>} */
export const RECIPE_SCENES = {
  "shakshuka.jpg": shakshuka,
  "caprese-salad.jpg": capreseSalad,
  "creamy-tomato-basil-soup.jpg": creamyTomatoBasilSoup,
  "roasted-butternut-squash-soup.jpg": roastedButternutSquashSoup,
  "chickpea-coconut-curry.jpg": chickpeaCoconutCurry,
  "thai-green-curry.jpg": thaiGreenCurry,
  "lemon-herb-roast-chicken.jpg": lemonHerbRoastChicken,
  "garlic-butter-shrimp-pasta.jpg": garlicButterShrimpPasta,
  "spinach-feta-omelette.jpg": spinachFetaOmelette,
  "honey-soy-salmon-bowl.jpg": honeySoySalmonBowl,
  "wild-mushroom-risotto.jpg": wildMushroomRisotto,
  "street-style-beef-tacos.jpg": streetStyleBeefTacos,
  "banana-oat-pancakes.jpg": bananaOatPancakes,
  "rainbow-vegetable-stir-fry.jpg": rainbowVegetableStirFry,
  "basil-pesto-gnocchi.jpg": basilPestoGnocchi,
  "black-bean-burrito-bowl.jpg": blackBeanBurritoBowl,
  "greek-lemon-potatoes.jpg": greekLemonPotatoes,
  "margherita-flatbread.jpg": margheritaFlatbread,
  "blueberry-yogurt-parfait.jpg": blueberryYogurtParfait,
  "teriyaki-chicken-skewers.jpg": teriyakiChickenSkewers,
  "avocado-toast-poached-egg.jpg": avocadoToastPoachedEgg,
  "beef-and-broccoli.jpg": beefAndBroccoli,
  "summer-ratatouille.jpg": summerRatatouille,
  "brown-butter-chocolate-chip-cookies.jpg": brownButterChocolateChipCookies,
};
