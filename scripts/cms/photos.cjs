// @ts-check
// What `npm run cms` does with recipe photos as they pass from the editor to decap-server: an
// uploaded photo is checked against the build's size rules and stored under a name made from the
// recipe's web address; a photo no recipe uses any more is removed. Decap itself can neither
// rename an upload nor delete a replaced file, and the guard in front of decap-server sees both the
// upload and the recipe it belongs to, in the same request.
// CommonJS so scripts/cms/local-guard.cjs runs it with plain node and Jest tests it as is.
const { readdir, readFile, unlink } = require("node:fs/promises");
const path = require("node:path");

/** Kept equal to src/recipes/constants.ts by scripts/cms/photos.test.ts. */
const MIN_WIDTH = 576;
const MIN_HEIGHT = 432;
const RECIPES_FOLDER = "data/recipes";
/** config.yml's media_folder, and the prefix a recipe's `image` field has instead. */
const MEDIA_FOLDER = "data/images";
const PUBLIC_FOLDER = "images";

/** @typedef {{ width: number, height: number, format: string }} PhotoSize */
/**
 * An upload in a decap-server request: the file's repository path and its encoded bytes.
 * @typedef {{ path: string, content: string, encoding: string }} Asset
 */
/**
 * A data file in a decap-server request, with its text as the editor wrote it.
 * @typedef {{ path: string, raw: string, slug?: string, newPath?: string }} DataFile
 */
/**
 * The params of decap-server's persistEntry.
 * @typedef {{ entry?: DataFile, dataFiles?: DataFile[], assets?: Asset[] }} PersistParams
 */
/**
 * A recipe file as JSON, read before the build has checked it.
 * @typedef {Record<string, unknown>} RecipeJson
 */

/**
 * sharp's format name → the extension the stored photo gets. AVIF reads as "heif" + "av1".
 * @type {Record<string, string>}
 */
const EXTENSIONS = { jpeg: "jpg", png: "png", webp: "webp", avif: "avif" };

/**
 * Why a photo cannot be used, in the editor's words, or null when it can.
 * @param {PhotoSize} size
 * @returns {string | null}
 */
const photoProblem = ({ width, height, format }) => {
  if (!EXTENSIONS[format]) {
    return "This file is not a JPEG, PNG, WebP or AVIF photo. Save it as JPEG and choose it again.";
  }
  if (width < MIN_WIDTH || height < MIN_HEIGHT) {
    return (
      `This photo is ${width}×${height} px, too small for the recipe card. ` +
      `Choose one of at least ${MIN_WIDTH}×${MIN_HEIGHT} px (1200×900 is ideal).`
    );
  }
  return null;
};

/**
 * What sharp reads of an image, with AVIF told apart from other HEIF files.
 * @param {Buffer} buffer
 * @returns {Promise<PhotoSize>}
 */
const readPhoto = async (buffer) => {
  const sharp = require("sharp");
  /** @type {Partial<import("sharp").Metadata>} */
  const metadata = await sharp(buffer)
    .metadata()
    .catch(() => ({}));
  const { width = 0, height = 0, format = "unknown", compression } = metadata;
  return { width, height, format: format === "heif" && compression === "av1" ? "avif" : format };
};

/**
 * The first free name for a recipe's photo: `<slug>.<ext>`, then `<slug>-2.<ext>` and on.
 * `taken` holds the file names already in the media folder that must stay.
 * @param {string} slug
 * @param {string} format
 * @param {ReadonlySet<string>} taken
 * @returns {string}
 */
const photoName = (slug, format, taken) => {
  const extension = EXTENSIONS[format];
  for (let number = 1; ; number += 1) {
    const name = number === 1 ? `${slug}.${extension}` : `${slug}-${number}.${extension}`;
    if (!taken.has(name)) return name;
  }
};

/** @param {unknown} filePath */
const isRecipeFile = (filePath) =>
  typeof filePath === "string" &&
  path.posix.dirname(filePath) === RECIPES_FOLDER &&
  filePath.endsWith(".json");

/**
 * A recipe's `image` field ("images/x.jpg") as the file's repository path, and back.
 * @param {string} image
 */
const mediaPath = (image) => `${MEDIA_FOLDER}/${image.slice(PUBLIC_FOLDER.length + 1)}`;
/** @param {string} filePath */
const imageField = (filePath) => `${PUBLIC_FOLDER}/${path.posix.basename(filePath)}`;

/**
 * @param {string} raw
 * @returns {RecipeJson | null}
 */
const parseRecipe = (raw) => {
  try {
    const data = JSON.parse(raw);
    return data && typeof data === "object" ? data : null;
  } catch {
    return null;
  }
};

/**
 * @param {RecipeJson | null} recipe
 * @returns {string | null}
 */
const imageOf = (recipe) =>
  recipe && typeof recipe.image === "string" && recipe.image.startsWith(`${PUBLIC_FOLDER}/`)
    ? recipe.image
    : null;

/**
 * @param {string} root
 * @param {string} filePath
 */
const readRecipeFile = async (root, filePath) =>
  parseRecipe(await readFile(path.join(root, filePath), "utf8").catch(() => ""));

/**
 * Every photo the saved recipes use, as their `image` fields.
 * @param {string} root
 */
const usedImages = async (root) => {
  const names = await readdir(path.join(root, RECIPES_FOLDER)).catch(() => []);
  const recipes = await Promise.all(
    names
      .filter((name) => name.endsWith(".json"))
      .map((name) => readRecipeFile(root, `${RECIPES_FOLDER}/${name}`)),
  );
  return new Set(recipes.map(imageOf).filter((image) => image !== null));
};

/** @param {string} root */
const mediaFiles = async (root) =>
  new Set(await readdir(path.join(root, MEDIA_FOLDER)).catch(() => []));

class PhotoRefused extends Error {}

/**
 * The same recipe text the editor writes (static/admin/editor.js, site-json).
 * @param {RecipeJson} recipe
 */
const recipeText = (recipe) => `${JSON.stringify(recipe, null, 2)}\n`;

/**
 * Rewrites a persistEntry request before decap-server sees it: uploads no recipe in it uses are
 * dropped (a photo replaced or refused before Publish), each used upload is checked and renamed
 * after its recipe, and the recipe's `image` follows. Returns the new params and the photos the
 * saved recipes used before, to remove afterwards if nothing uses them then. Throws PhotoRefused.
 * @param {PersistParams} params
 * @param {{ root: string, renamed: Map<string, string> }} options
 * @returns {Promise<{ params: PersistParams, previous: string[] }>}
 */
const preparePersist = async (params, { root, renamed }) => {
  const entry = params.entry ? [params.entry] : [];
  const dataFiles = params.dataFiles || entry;
  const assets = params.assets || [];
  const uploads = new Map(assets.map((asset) => [asset.path, asset]));
  const onDisk = await mediaFiles(root);
  /** @type {string[]} */
  const previous = [];
  /** @type {Asset[]} */
  const keptAssets = [];
  /** @type {DataFile[]} */
  const newDataFiles = [];

  for (const file of dataFiles) {
    const recipe = isRecipeFile(file.path) ? parseRecipe(file.raw) : null;
    const before = isRecipeFile(file.path) ? imageOf(await readRecipeFile(root, file.path)) : null;
    if (before) previous.push(before);
    let image = imageOf(recipe);
    if (!recipe || !image) {
      newDataFiles.push(file);
      continue;
    }
    // Decap keeps the upload's own name in an open editor after a save the guard renamed.
    if (!uploads.has(mediaPath(image)) && !onDisk.has(path.posix.basename(image))) {
      image = renamed.get(image) || image;
    }
    const upload = uploads.get(mediaPath(image));
    if (upload) {
      const encoding = /** @type {BufferEncoding} */ (upload.encoding);
      const photo = await readPhoto(Buffer.from(upload.content, encoding));
      const problem = photoProblem(photo);
      if (problem) throw new PhotoRefused(problem);
      // The recipe's own old photo may be overwritten when no other recipe shares it.
      const taken = new Set(onDisk);
      if (before && !(await isSharedByOthers(root, before, file.path))) {
        taken.delete(path.posix.basename(before));
      }
      keptAssets.forEach((asset) => taken.add(path.posix.basename(asset.path)));
      const slug = String(recipe.slug || path.posix.basename(file.path, ".json"));
      const name = photoName(slug, photo.format, taken);
      const target = `${MEDIA_FOLDER}/${name}`;
      keptAssets.push({ ...upload, path: target });
      renamed.set(image, imageField(target));
      image = imageField(target);
    }
    newDataFiles.push(
      image === recipe.image ? file : { ...file, raw: recipeText({ ...recipe, image }) },
    );
  }

  const next = { ...params, assets: keptAssets };
  if (params.dataFiles) next.dataFiles = newDataFiles;
  if (params.entry) next.entry = newDataFiles[0];
  return { params: next, previous };
};

/**
 * Whether a recipe file other than `except` names the photo.
 * @param {string} root
 * @param {string} image
 * @param {string} except
 */
const isSharedByOthers = async (root, image, except) => {
  const names = await readdir(path.join(root, RECIPES_FOLDER)).catch(() => []);
  for (const name of names) {
    const filePath = `${RECIPES_FOLDER}/${name}`;
    if (filePath === except || !name.endsWith(".json")) continue;
    if (imageOf(await readRecipeFile(root, filePath)) === image) return true;
  }
  return false;
};

/**
 * The photos the given recipe files use now, read before a delete.
 * @param {string} root
 * @param {string[]} filePaths
 */
const imagesOf = async (root, filePaths) =>
  (await Promise.all(filePaths.filter(isRecipeFile).map((file) => readRecipeFile(root, file))))
    .map(imageOf)
    .filter((image) => image !== null);

/**
 * Removes those of `images` no saved recipe uses; returns the repository paths removed.
 * @param {string} root
 * @param {string[]} images
 */
const removeUnused = async (root, images) => {
  const used = await usedImages(root);
  const unused = [...new Set(images)].filter((image) => !used.has(image));
  await Promise.all(
    unused.map((image) => unlink(path.join(root, mediaPath(image))).catch(() => undefined)),
  );
  return unused.map(mediaPath);
};

/**
 * Who uses a photo in the media folder, to refuse deleting it from under a recipe.
 * @param {string} root
 * @param {string} filePath
 */
const recipeUsing = async (root, filePath) => {
  const image = imageField(filePath);
  const names = await readdir(path.join(root, RECIPES_FOLDER)).catch(() => []);
  for (const name of names) {
    if (!name.endsWith(".json")) continue;
    const recipe = await readRecipeFile(root, `${RECIPES_FOLDER}/${name}`);
    if (imageOf(recipe) === image) return recipe;
  }
  return null;
};

module.exports = {
  MIN_WIDTH,
  MIN_HEIGHT,
  MEDIA_FOLDER,
  RECIPES_FOLDER,
  PhotoRefused,
  imagesOf,
  photoName,
  photoProblem,
  preparePersist,
  readPhoto,
  recipeUsing,
  removeUnused,
};
