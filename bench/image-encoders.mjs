// @ts-check
// `node bench/image-encoders.mjs`: what each encoder setting costs and gives on the real recipe
// photos. For a sample of data/images it resizes each photo as the build does, encodes it with each
// setting, and reports the bytes, the structural similarity (SSIM, 1 = identical) of the decoded
// result against the same resize kept lossless, and the encode time. Writes
// bench/IMAGE-ENCODERS.md.
import { readdir, writeFile } from "node:fs/promises";
import { execFileSync } from "node:child_process";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { ssim } from "ssim.js";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const IMAGES = path.join(ROOT, "data", "images");
const RESULTS_FILE = path.join(ROOT, "bench", "IMAGE-ENCODERS.md");
/** Every few photos of the sorted list, so the sample spans dishes, not one kind of plate. */
const SAMPLE_SIZE = Number(process.env.ENCODER_SAMPLE ?? 6);
/** The widths the build writes: the recipe card's and the recipe page's. */
const WIDTHS = (process.env.ENCODER_WIDTHS ?? "576,1200").split(",").map(Number);
/** As in the build: gatsby-plugin-sharp encodes one image at a time on one libvips thread. */
sharp.concurrency(1);

/** @typedef {{ format: "avif" | "webp" | "jpeg", quality: number, effort?: number, mozjpeg?: boolean }} Setting */

/** @type {readonly Setting[]} */
const SETTINGS = /** @type {Setting[]} */ ([
  ...[40, 50, 55, 60].flatMap((quality) =>
    [2, 3, 4, 6].map((effort) => ({ format: "avif", quality, effort })),
  ),
  ...[60, 70, 80].flatMap((quality) =>
    [2, 4].map((effort) => ({ format: "webp", quality, effort })),
  ),
  ...[60, 70, 80].flatMap((quality) => [
    { format: "jpeg", quality, mozjpeg: false },
    { format: "jpeg", quality, mozjpeg: true },
  ]),
]);

/** @param {Setting} setting */
const label = ({ format, quality, effort, mozjpeg }) =>
  format === "jpeg"
    ? `JPEG q${quality}${mozjpeg ? " mozjpeg" : ""}`
    : `${format.toUpperCase()} q${quality} effort ${effort}`;

/**
 * @param {import("sharp").Sharp} pipeline
 * @param {Setting} setting
 */
const encode = (pipeline, { format, quality, effort, mozjpeg }) =>
  format === "jpeg" ? pipeline.jpeg({ quality, mozjpeg }) : pipeline[format]({ quality, effort });

/**
 * RGBA pixels in the shape ssim.js reads.
 * @param {Buffer} input
 */
const pixels = async (input) => {
  const { data, info } = await sharp(input)
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data: new Uint8ClampedArray(data), width: info.width, height: info.height };
};

const sample = async () => {
  const names = (await readdir(IMAGES)).filter((name) => name.endsWith(".jpg")).sort();
  const step = Math.max(1, Math.floor(names.length / SAMPLE_SIZE));
  return names.filter((_, index) => index % step === 0).slice(0, SAMPLE_SIZE);
};

/** @param {string[]} photos */
const measure = async (photos) => {
  const totals = new Map(SETTINGS.map((setting) => [label(setting), { bytes: 0, ssim: 0, ms: 0 }]));
  let runs = 0;
  for (const name of photos) {
    for (const width of WIDTHS) {
      const source = path.join(IMAGES, name);
      const resized = await sharp(source)
        .resize(width, Math.round((width * 3) / 4), { fit: "cover" })
        .png({ compressionLevel: 0 })
        .toBuffer();
      const reference = await pixels(resized);
      runs += 1;
      for (const setting of SETTINGS) {
        const started = process.cpuUsage();
        const encoded = await encode(sharp(resized), setting).toBuffer();
        const used = process.cpuUsage(started);
        const score = ssim(reference, await pixels(encoded)).mssim;
        const total = totals.get(label(setting)) ?? { bytes: 0, ssim: 0, ms: 0 };
        total.bytes += encoded.length;
        total.ssim += score;
        total.ms += (used.user + used.system) / 1000;
      }
      console.error(`  ${name} at ${width} px`);
    }
  }
  return SETTINGS.map((setting) => {
    const total = totals.get(label(setting)) ?? { bytes: 0, ssim: 0, ms: 0 };
    return {
      setting: label(setting),
      bytes: total.bytes / runs,
      ssim: total.ssim / runs,
      ms: total.ms / runs,
    };
  });
};

/** @param {Awaited<ReturnType<typeof measure>>} rows */
const table = (rows) =>
  [
    "| Setting | Mean bytes | Mean SSIM | Mean encode CPU |",
    "| --- | ---: | ---: | ---: |",
    ...rows.map(
      (r) =>
        `| ${r.setting} | ${(r.bytes / 1024).toFixed(1)} KB | ${r.ssim.toFixed(4)} | ${r.ms.toFixed(0)} ms |`,
    ),
  ].join("\n");

const main = async () => {
  const photos = await sample();
  const rows = await measure(photos);
  const cpu = os.cpus()[0]?.model ?? "unknown CPU";
  const report = `# Image encoder settings

Made by \`node bench/image-encoders.mjs\` on ${new Date().toISOString().slice(0, 10)}: ${cpu},
Node ${process.version}, sharp ${sharp.versions.sharp} (libvips ${sharp.versions.vips}).

Each of ${photos.length} recipe photos from data/images (${photos.join(", ")}) is resized to
${WIDTHS.join(" and ")} px wide at 4:3, as the build does, and encoded with each setting on one
libvips thread, as gatsby-plugin-sharp runs it. **Mean SSIM** compares the decoded result with the
same resize kept lossless (1 is identical; ssim.js, its default 11×11 Gaussian window). **Mean
encode CPU** is the process's CPU time for the encode alone, so a busy machine changes it little.

${table(rows)}
`;
  await writeFile(RESULTS_FILE, report);
  execFileSync(process.execPath, [
    path.join(ROOT, "node_modules/prettier/bin/prettier.cjs"),
    "--write",
    RESULTS_FILE,
  ]);
  console.log(table(rows));
};

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
