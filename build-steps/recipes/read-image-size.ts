import sharp from "sharp";
import type { ImageSize } from "./validate-recipes";

export const readImageSize = async (file: string): Promise<ImageSize> => {
  const { width = 0, height = 0, format = "unknown" } = await sharp(file).metadata();
  return { width, height, format };
};
