// @ts-check
// The committed artwork's text was drawn with Liberation Sans 1.07.4 (Debian's fonts-liberation
// package); another version or a fallback font moves every glyph, so the text would not come out
// the same. The fonts are given to this process only, through its own fontconfig file that knows
// no other font, so fonts installed on the machine cannot change the result; installing these
// system-wide would also change which font browsers pick for "Arial".
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const DEBIAN_PACKAGE = "fonts-liberation";
const FONT_FILES = {
  "LiberationSans-Regular.ttf": "f8ace1f892b2bd9dc1792ba7f097fa7588f84fed48321480e04de5390828221f",
  "LiberationSans-Bold.ttf": "361c61b82d575c5c35fd9157fda8b0194bcfcd0d88ea8521a4fb5dd53d33dddc",
};
const SYSTEM_DIR = "/usr/share/fonts/truetype/liberation";

/** @param {string} file */
const sha256 = (file) => createHash("sha256").update(fs.readFileSync(file)).digest("hex");

/** @param {string} dir */
const holdsTheFonts = (dir) =>
  Object.entries(FONT_FILES).every(
    ([name, hash]) => fs.existsSync(path.join(dir, name)) && sha256(path.join(dir, name)) === hash,
  );

/** @param {string} workDir */
const downloadDebianPackage = (workDir) => {
  const download = () =>
    execFileSync("apt-get", ["download", DEBIAN_PACKAGE], { cwd: workDir, stdio: "ignore" });
  try {
    download();
  } catch (error) {
    // A fresh machine may have no package lists yet; only root can fetch them.
    if (process.getuid?.() !== 0) throw error;
    execFileSync("apt-get", ["update"], { stdio: "ignore" });
    download();
  }
};

/** @param {string} fontDir */
const extractFromDebianPackage = (fontDir) => {
  console.error(`Fetching Liberation Sans from Debian's ${DEBIAN_PACKAGE} package into ${fontDir}`);
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), "artwork-fonts-"));
  try {
    downloadDebianPackage(workDir);
    const deb = fs.readdirSync(workDir).find((name) => name.endsWith(".deb"));
    if (!deb) return;
    execFileSync("dpkg-deb", ["-x", deb, "unpacked"], { cwd: workDir });
    fs.mkdirSync(fontDir, { recursive: true });
    for (const name of Object.keys(FONT_FILES)) {
      fs.copyFileSync(path.join(workDir, "unpacked", SYSTEM_DIR, name), path.join(fontDir, name));
    }
  } catch {
    // Reported below with what to do instead.
  } finally {
    fs.rmSync(workDir, { recursive: true, force: true });
  }
};

/**
 * Points this process's fontconfig at Liberation Sans 1.07.4, fetching Debian's package into
 * cacheDir when the system does not have that version. Call before sharp renders any text.
 * @param {string} cacheDir
 */
export const useArtworkFonts = (cacheDir) => {
  const fontDir = path.join(cacheDir, "fonts");
  let dir = [SYSTEM_DIR, fontDir].find(holdsTheFonts);
  if (!dir) {
    extractFromDebianPackage(fontDir);
    if (holdsTheFonts(fontDir)) dir = fontDir;
  }
  if (!dir) {
    throw new Error(
      `The artwork's text needs Liberation Sans 1.07.4 (${Object.keys(FONT_FILES).join(", ")}), ` +
        `and neither ${SYSTEM_DIR} nor ${fontDir} holds it, nor could "apt-get download ${DEBIAN_PACKAGE}" fetch it. ` +
        `Install Debian's ${DEBIAN_PACKAGE} package, or copy those two files of version 1.07.4 into ${fontDir}.`,
    );
  }
  const configFile = path.join(cacheDir, "fonts.conf");
  fs.mkdirSync(cacheDir, { recursive: true });
  fs.writeFileSync(
    configFile,
    `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "fonts.dtd">
<fontconfig>
  <dir>${dir}</dir>
  <cachedir>${path.join(cacheDir, "fontconfig")}</cachedir>
</fontconfig>
`,
  );
  process.env.FONTCONFIG_FILE = configFile;
};
