import schema from "../../../data/recipe.schema.json";
import { MIN_SOURCE_HEIGHT, MIN_SOURCE_WIDTH } from "../constants";

/** "images/<file>" in one of the photo formats, relative to the data folder. */
export const IMAGE_PATH = new RegExp(schema.properties.image.pattern);

/** sharp names AVIF "heif"; a browser's file type says "avif". */
const PHOTO_FORMATS = new Set(["jpeg", "png", "webp", "avif", "heif"]);

/** What is known of a recipe's photo: read by sharp in the build, by the browser in the editor. */
export type PhotoFact =
  | { kind: "missing" }
  | { kind: "unreadable" }
  | { kind: "read"; width: number; height: number; format: string };

export type PhotoFault = { message: string; fix: string };

const IDEAL = "1200×900 is ideal";

/** Why the build cannot use a recipe's photo, or null when it can. */
export const photoFault = (image: string, fact: PhotoFact): PhotoFault | null => {
  switch (fact.kind) {
    case "missing":
      return {
        message: `points to "${image}", which does not exist`,
        fix: `Add the file data/${image} or correct the path.`,
      };
    case "unreadable":
      return {
        message: `"${image}" is not a readable image`,
        fix: "Export the photo again as JPEG, PNG, WebP or AVIF.",
      };
    case "read":
      if (!PHOTO_FORMATS.has(fact.format)) {
        return {
          message: `"${image}" is a ${fact.format} file, not a photo format`,
          fix: "Use JPEG, PNG, WebP or AVIF.",
        };
      }
      if (fact.width < MIN_SOURCE_WIDTH || fact.height < MIN_SOURCE_HEIGHT) {
        return {
          message: `"${image}" is ${fact.width}×${fact.height} px, too small for the card`,
          fix: `Use an image of at least ${MIN_SOURCE_WIDTH}×${MIN_SOURCE_HEIGHT} px (4:3; ${IDEAL}).`,
        };
      }
      return null;
  }
};

/** The same rule in the editor's words, for a photo the moment it is chosen. */
export const chosenPhotoProblem = (fact: PhotoFact): string | null => {
  if (fact.kind !== "read" || !PHOTO_FORMATS.has(fact.format)) {
    return "This file is not a JPEG, PNG, WebP or AVIF photo. Save it as JPEG and choose it again.";
  }
  if (fact.width < MIN_SOURCE_WIDTH || fact.height < MIN_SOURCE_HEIGHT) {
    return (
      `This photo is ${fact.width}×${fact.height} px, too small for the recipe card. ` +
      `Choose one of at least ${MIN_SOURCE_WIDTH}×${MIN_SOURCE_HEIGHT} px (${IDEAL}).`
    );
  }
  return null;
};
