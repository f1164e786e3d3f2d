import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import type { SiteConfig } from "../../src/config/site-config";
import { logoVersion } from "./app-icon-version";
import { APP_ICON_FILES, MANIFEST_PATH, webManifest } from "./app-icons";

/**
 * Writes the web app manifest and every icon, each resized from the one source logo, into
 * `publicDir`. Returns the logo's version, which the icons' addresses carry.
 */
export const writeWebManifest = async (publicDir: string, source: string, config: SiteConfig) => {
  const logo = await readFile(source);
  const version = logoVersion(logo);
  for (const icon of APP_ICON_FILES) {
    const file = path.join(publicDir, icon.path);
    await mkdir(path.dirname(file), { recursive: true });
    const resized = sharp(logo).resize(icon.size, icon.size, {
      fit: "contain",
      background: { r: 0, g: 0, b: 0, alpha: 0 },
    });
    await (icon.background ? resized.flatten({ background: icon.background }) : resized)
      .png()
      .toFile(file);
  }
  await writeFile(
    path.join(publicDir, MANIFEST_PATH),
    JSON.stringify(webManifest(config, version)),
  );
  return version;
};
