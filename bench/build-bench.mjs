// @ts-check
// `npm run bench:build`: how long builds take as the number of recipes grows.
// For each size it copies the project into a temp dir, generates that many recipes and photos
// (never committed), and times a cold build, a warm build with nothing changed (what every warm
// build costs at that size), a warm build after renaming one recipe and a warm build after
// replacing one photo. Prints a markdown table and writes bench/BUILD-RESULTS.md.
import { spawn, execFileSync } from "node:child_process";
import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { createRequire } from "node:module";
import sharp from "sharp";

const require = createRequire(import.meta.url);
const { copyProject } = require("../scripts/project-copy.cjs");
const { listPages } = require("../scripts/built-site.cjs");
const { AVIF_EFFORT } = require("../plugins/gatsby-plugin-lean-runtime/avif-effort.cjs");

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const RESULTS_FILE = path.join(ROOT, "bench", "BUILD-RESULTS.md");
const SIZES = (process.env.BENCH_SIZES ?? "24,240,2400").split(",").map(Number);
/** `BENCH_COLD_ONLY=1` skips the warm builds per size, for a quicker page-count run. */
const COLD_ONLY = process.env.BENCH_COLD_ONLY === "1";
const AUTHORS = ["Elena Ruiz", "Marcus Bell"];
const PHOTO = { width: 1200, height: 900, quality: 80 };
const SAMPLE_MS = 250;
const IMAGE_OUTPUT = /\.(jpe?g|png|webp|avif)$/;
const SHARP_DEBUG = "gatsby:gatsby-plugin-sharp";
const ENCODE_STARTED = /gatsby:gatsby-plugin-sharp Start processing /g;
const PAGE_SIZE = Number(execFileSync("getconf", ["PAGESIZE"]).toString().trim()) || 4096;

/** @param {number} index */
const recipeName = (index) => `Bench Recipe ${String(index + 1).padStart(4, "0")}`;
/** @param {number} index */
const recipeSlug = (index) => `bench-recipe-${String(index + 1).padStart(4, "0")}`;
/** As in src/recipes/recipe-files.ts and src/recipes/constants.ts. */
const RECIPES_DIR = "data/recipes";
const SHOWCASE_FILE = "data/showcase.json";
const SHOWCASE_SIZE = 24;
/** Recipes may name only ingredients the site knows (data/ingredients.json). */
/** @type {{ name: { other: string } }[]} */
const INGREDIENTS = JSON.parse(await readFile(path.join(ROOT, "data", "ingredients.json"), "utf8"));
/** @param {number} index */
const imageName = (index) => `images/bench-${String(index + 1).padStart(4, "0")}.jpg`;

/**
 * Every other recipe fills in its page; the rest have only the required fields.
 * @param {number} index
 */
const pageFields = (index) =>
  index % 2 === 0
    ? {
        description: `A generated recipe for the build benchmark, number ${index + 1}.`,
        ingredients: Array.from(
          { length: 10 },
          (_, i) => `${i + 1} ${INGREDIENTS[(index + i) % INGREDIENTS.length]?.name.other}`,
        ),
        steps: Array.from({ length: 5 }, (_, i) => `Step ${i + 1} of the method.`),
        prepTime: 10 + (index % 20),
        cookTime: 15 + (index % 45),
        servings: 2 + (index % 4),
        datePublished: "2025-06-06",
        recipeCategory: "Dinner",
        recipeCuisine: "Benchmark",
        keywords: ["benchmark"],
      }
    : {};

/** @param {number} count */
const makeRecipes = (count) =>
  Array.from({ length: count }, (_, index) => ({
    recipeName: recipeName(index),
    author: AUTHORS[index % AUTHORS.length],
    ingredientAmount: `${(index % 9) + 2}/10`,
    image: imageName(index),
    slug: recipeSlug(index),
    ...pageFields(index),
  }));

/**
 * A distinct 4:3 photo stand-in: a two-colour gradient and a circle that depend on the seed. Hue,
 * place and size repeat at different periods (360, 600, 101), so no two of 2,400 photos are the
 * same file: Gatsby would make one set of resized files for two identical photos.
 */
/** @param {number} seed */
const makePhoto = (seed) => {
  const hue = (seed * 47) % 360;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${PHOTO.width}" height="${PHOTO.height}">
    <defs><linearGradient id="g" x2="1" y2="1">
      <stop offset="0" stop-color="hsl(${hue},70%,55%)"/>
      <stop offset="1" stop-color="hsl(${(hue + 120) % 360},60%,35%)"/>
    </linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <circle cx="${300 + (seed % 600)}" cy="450" r="${200 + (seed % 101)}" fill="hsl(${(hue + 200) % 360},50%,80%)"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: PHOTO.quality }).toBuffer();
};

/**
 * One file per recipe, named after its address, as the recipe editor writes it.
 * @param {string} project
 * @param {ReturnType<typeof makeRecipes>[number]} recipe
 */
const writeRecipe = (project, recipe) =>
  writeFile(
    path.join(project, RECIPES_DIR, `${recipe.slug}.json`),
    `${JSON.stringify(recipe, null, 2)}\n`,
  );

/**
 * @param {string} project
 * @param {number} count
 */
const writeFixtures = async (project, count) => {
  const data = path.join(project, "data");
  await rm(path.join(data, "images"), { recursive: true, force: true });
  await mkdir(path.join(data, "images"), { recursive: true });
  const recipes = makeRecipes(count);
  await rm(path.join(project, RECIPES_DIR), { recursive: true, force: true });
  await mkdir(path.join(project, RECIPES_DIR), { recursive: true });
  for (const recipe of recipes) await writeRecipe(project, recipe);
  const showcase = { recipes: recipes.slice(0, SHOWCASE_SIZE).map(({ slug }) => slug) };
  await writeFile(path.join(project, SHOWCASE_FILE), `${JSON.stringify(showcase, null, 2)}\n`);
  for (let index = 0; index < count; index += 1) {
    await writeFile(path.join(data, imageName(index)), await makePhoto(index));
  }
  return recipes;
};

/** @param {number} count */
const benchProject = async (count) =>
  copyProject(await mkdtemp(path.join(os.tmpdir(), `recipes-bench-${count}-`)));

/**
 * Resident memory of a process and all its descendants, in bytes.
 * @param {number | undefined} rootPid
 */
const treeRss = async (rootPid) => {
  const entries = await readdir("/proc");
  const processes = await Promise.all(
    entries
      .filter((name) => /^\d+$/.test(name))
      .map(async (pid) => {
        try {
          const statText = await readFile(`/proc/${pid}/stat`, "utf8");
          const ppid = Number(statText.slice(statText.lastIndexOf(")") + 2).split(" ")[1]);
          const pages = Number((await readFile(`/proc/${pid}/statm`, "utf8")).split(" ")[1]);
          return { pid: Number(pid), ppid, rss: pages * PAGE_SIZE };
        } catch {
          return undefined;
        }
      }),
  );
  /** @typedef {{ pid: number, ppid: number, rss: number }} Entry */
  /** @type {Map<number, Entry[]>} */
  const children = new Map();
  for (const entry of processes) {
    if (entry) children.set(entry.ppid, [...(children.get(entry.ppid) ?? []), entry]);
  }
  /**
   * @param {number | undefined} pid
   * @returns {number}
   */
  const sum = (pid) =>
    (children.get(pid ?? -1) ?? []).reduce((total, c) => total + c.rss + sum(c.pid), 0);
  const self = processes.find((entry) => entry?.pid === rootPid);
  return (self?.rss ?? 0) + sum(rootPid);
};

/** `times` prints the CPU time of the shell's finished children: the build and its workers. */
const BUILD_SCRIPT = '"$0" "$1" build 1>&2; code=$?; times; exit $code';
const CPU_TIMES = /(\d+)m([\d.]+)s (\d+)m([\d.]+)s\s*$/;

/** @param {string} timesOutput */
const cpuSeconds = (timesOutput) => {
  const match = CPU_TIMES.exec(timesOutput.trim());
  if (!match) return Number.NaN;
  const [, userMin = 0, userSec = 0, sysMin = 0, sysSec = 0] = match.map(Number);
  return userMin * 60 + userSec + sysMin * 60 + sysSec;
};

/**
 * @param {string} project
 * @returns {Promise<{ started: number, seconds: number, cpu: number, peak: number, log: string, encodes: number }>}
 */
const runBuild = (project) =>
  new Promise((resolve, reject) => {
    const started = Date.now();
    const cli = path.join(project, "node_modules/gatsby/cli.js");
    const child = spawn("sh", ["-c", BUILD_SCRIPT, process.execPath, cli], {
      cwd: project,
      // gatsby-plugin-sharp logs each resize it starts under this name: the encodes column.
      env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CI: "true", DEBUG: SHARP_DEBUG },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let log = "";
    let times = "";
    child.stdout.on("data", (chunk) => (times += chunk));
    child.stderr.on("data", (chunk) => (log += chunk));
    let peak = 0;
    const sampler = setInterval(async () => {
      peak = Math.max(peak, await treeRss(child.pid).catch(() => 0));
    }, SAMPLE_MS);
    child.on("close", (code) => {
      clearInterval(sampler);
      if (code !== 0) reject(new Error(`gatsby build failed (${code}):\n${log.slice(-4000)}`));
      else {
        const seconds = (Date.now() - started) / 1000;
        const encodes = log.match(ENCODE_STARTED)?.length ?? 0;
        resolve({ started, seconds, cpu: cpuSeconds(times), peak, log, encodes });
      }
    });
  });

/**
 * @param {string} dir
 * @returns {Promise<string[]>}
 */
const walk = async (dir) => {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(dir, entry.name);
      return entry.isDirectory() ? walk(full) : [full];
    }),
  );
  return nested.flat();
};

/**
 * Each format's encoder settings as gatsby-config.ts, the queries and the lean runtime set them.
 * @type {Record<string, (pipeline: import("sharp").Sharp) => import("sharp").Sharp>}
 */
const ENCODER = {
  avif: (pipeline) => pipeline.avif({ quality: 50, effort: AVIF_EFFORT }),
  jpeg: (pipeline) => pipeline.jpeg({ quality: 70 }),
  webp: (pipeline) => pipeline.webp({ quality: 70 }),
  png: (pipeline) => pipeline.png(),
};
const ENCODE_RUNS = 3;

/**
 * CPU time to encode one file of a variant again from its pixels, in ms (mean of a few runs).
 * @param {string} file
 */
const encodeMs = async (file) => {
  const format = (await variantOf(file)).split(" ")[0] ?? "";
  const encoder = ENCODER[format];
  if (!encoder) return Number.NaN;
  const { data, info } = await sharp(file).raw().toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  const before = process.cpuUsage();
  for (let run = 0; run < ENCODE_RUNS; run += 1) await encoder(sharp(data, raw)).toBuffer();
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1000 / ENCODE_RUNS;
};

/**
 * A resized photo's variant: its format and size, e.g. "avif 576×432".
 * @param {string} file
 */
const variantOf = async (file) => {
  const { format, width, height } = await sharp(file).metadata();
  return `${format === "heif" ? "avif" : format} ${width}×${height}`;
};

/** @typedef {{ variant: string, files: number, bytes: number, sample: string, encodeMs?: number }} Variant */

/**
 * @param {string} project
 * @param {number} started
 */
const measureOutput = async (project, started) => {
  const publicDir = path.join(project, "public");
  const allFiles = await walk(publicDir);
  // The recipe editor's bundle is the same 6 MB at every size; it would hide what grows.
  const editorDir = path.join(publicDir, "admin") + path.sep;
  const files = allFiles.filter((file) => !file.startsWith(editorDir));
  const infos = await Promise.all(files.map(async (file) => ({ file, info: await stat(file) })));
  /** @param {string} relative */
  const size = (relative) => stat(path.join(publicDir, relative)).then((info) => info.size);
  const photos = infos.filter(
    ({ file }) => file.includes(`${path.sep}static${path.sep}`) && IMAGE_OUTPUT.test(file),
  );
  /** @type {Map<string, Variant>} */
  const variants = new Map();
  for (const { file, info } of photos) {
    const variant = await variantOf(file);
    const entry = variants.get(variant) ?? { variant, files: 0, bytes: 0, sample: file };
    entry.files += 1;
    entry.bytes += info.size;
    variants.set(variant, entry);
  }
  return {
    pages: listPages(publicDir).length,
    recipePages: listPages(publicDir).filter((file) => file.startsWith("recipes/")).length,
    files: allFiles.length,
    photos: photos.length,
    photoBytes: photos.reduce((total, { info }) => total + info.size, 0),
    variants: [...variants.values()],
    outputBytes: infos.reduce((total, { info }) => total + info.size, 0),
    homeHtml: await size("index.html"),
    pageData: await size("page-data/index/page-data.json"),
    // The fridge picker's match index (src/fridge/constants.ts): at most 80 KB gzip at 2,400.
    indexGzip: gzipSync(await readFile(path.join(publicDir, "recipe-index.json"))).length,
    imagesWritten: photos.filter(({ info }) => info.mtimeMs >= started).length,
  };
};

/**
 * @param {string} project
 * @param {number} count
 * @param {string} name
 * @param {() => Promise<void>} change
 */
const scenario = async (project, count, name, change) => {
  await change();
  const build = await runBuild(project);
  const output = await measureOutput(project, build.started);
  const load = os.loadavg()[0] ?? Number.NaN;
  const { seconds, cpu, peak, encodes } = build;
  const row = { count, name, seconds, cpu, peak, load, encodes, ...output };
  console.error(
    `  ${count} recipes, ${name}: ${output.pages} pages (${output.recipePages} recipe pages), ` +
      `${build.seconds.toFixed(1)} s`,
  );
  return row;
};

/** @typedef {Awaited<ReturnType<typeof scenario>>} Row */

/**
 * @param {number} count
 * @returns {Promise<Row[]>}
 */
const benchSize = async (count) => {
  const project = await benchProject(count);
  try {
    console.error(`${count} recipes: generating fixtures in ${project}`);
    const recipes = await writeFixtures(project, count);
    const cold = await scenario(project, count, "cold", async () => undefined);
    for (const variant of cold.variants) variant.encodeMs = await encodeMs(variant.sample);
    if (COLD_ONLY) return [cold];
    return [
      cold,
      await scenario(project, count, "warm, nothing changed", async () => undefined),
      await scenario(project, count, "warm, 1 recipe renamed", async () => {
        const [first] = recipes;
        if (first)
          await writeRecipe(project, { ...first, recipeName: `${first.recipeName} renamed` });
      }),
      await scenario(project, count, "warm, 1 photo replaced", async () => {
        await writeFile(path.join(project, "data", imageName(0)), await makePhoto(count + 1));
      }),
    ];
  } finally {
    if (!process.env.BENCH_KEEP) await rm(project, { recursive: true, force: true });
  }
};

/** @param {number} bytes */
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
/** @param {number} bytes */
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** @param {Row[]} rows */
const table = (rows) =>
  [
    "| Recipes | Build | Pages | Recipe pages | Time | CPU time | Peak memory | Files | Output size | Photos | Bytes per photo | Photos written | Resizes run | Home HTML | Home page-data | Match index, gzip | Load |",
    "| ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
    ...rows.map(
      (r) =>
        `| ${r.count} | ${r.name} | ${r.pages} | ${r.recipePages} | ${r.seconds.toFixed(1)} s | ${r.cpu.toFixed(1)} s | ${mb(r.peak)} | ${r.files} | ${mb(r.outputBytes)} | ` +
        `${r.photos} | ${kb(r.photoBytes / Math.max(1, r.photos))} | ${r.imagesWritten} | ${r.encodes} | ${kb(r.homeHtml)} | ${kb(r.pageData)} | ${kb(r.indexGzip)} | ${r.load.toFixed(1)} |`,
    ),
  ].join("\n");

/**
 * Per variant (format and size) of the photos in public/ after each size's cold build.
 * @param {Row[]} rows
 */
const variantTable = (rows) =>
  [
    "| Recipes | Variant | Files | Bytes | Bytes per file | Encode CPU per file |",
    "| ---: | --- | ---: | ---: | ---: | ---: |",
    ...rows
      .filter((r) => r.name === "cold")
      .flatMap((r) =>
        [...r.variants]
          .sort((a, b) => b.files - a.files || a.variant.localeCompare(b.variant))
          .map(
            (v) =>
              `| ${r.count} | ${v.variant} | ${v.files} | ${kb(v.bytes)} | ${kb(v.bytes / v.files)} | ${(v.encodeMs ?? Number.NaN).toFixed(0)} ms |`,
          ),
      ),
  ].join("\n");

/** Cloudflare Pages' free plan takes at most this many files per deployment. */
const FILE_LIMIT = 20000;

/**
 * From the two smallest sizes' cold builds, what each further recipe adds (CPU time, files) and
 * what that makes of the largest size, for a run that leaves the largest out.
 * @param {Row[]} rows
 */
const projection = (rows) => {
  const colds = rows.filter((r) => r.name === "cold").sort((a, b) => a.count - b.count);
  const [small, large] = colds.slice(-2);
  if (!small || !large) return "";
  const extra = large.count - small.count;
  const cpuPerRecipe = (large.cpu - small.cpu) / extra;
  const filesPerRecipe = (large.files - small.files) / extra;
  const target = 2400;
  /** @param {string} label @param {string} measured */
  const line = (label, measured) => `| ${label} | ${measured} |`;
  return [
    `From the ${small.count}- and ${large.count}-recipe cold builds, each further recipe adds:`,
    "",
    "| Per further recipe | |",
    "| --- | ---: |",
    line("CPU time", `${cpuPerRecipe.toFixed(3)} s`),
    line("Files in public/", filesPerRecipe.toFixed(2)),
    line("Photos in public/", ((large.photos - small.photos) / extra).toFixed(2)),
    "",
    colds.some((r) => r.count >= target)
      ? `The ${target}-recipe row above is measured.`
      : `Projected for ${target} recipes: ${(large.cpu + cpuPerRecipe * (target - large.count)).toFixed(0)} s of CPU time ` +
        `and ${Math.round(large.files + filesPerRecipe * (target - large.count))} files ` +
        `(Cloudflare Pages' free plan: at most ${FILE_LIMIT}).`,
  ].join("\n");
};

/** @param {Row[]} rows */
const report = (rows) => {
  const cpu = os.cpus()[0]?.model ?? "unknown CPU";
  const memory = `${(os.totalmem() / 1024 ** 3).toFixed(0)} GB`;
  return `# Build benchmark

Made by \`npm run bench:build\` (bench/build-bench.mjs) on ${new Date().toISOString().slice(0, 10)}:
${os.cpus().length} cores (${cpu}), ${memory} of memory, Node ${process.version}.

Each size is a fresh copy of the project with generated recipes and 1200×900 JPEG photos in a
temp dir; every other recipe fills in the optional page fields. **Pages** counts the HTML pages
built, **Recipe pages** those under \`/recipes/\` (one per recipe).
"Cold" starts with no \`.cache\` or \`public\`; the warm builds reuse them.

- **Time** is the wall-clock time of \`gatsby build\`. **CPU time** is the user plus system time
  of the build and its workers; it depends far less than wall-clock time on what else the
  machine is doing. **Load** is the machine's one-minute load average when the build ended.
- **Peak memory** is the largest sum of resident memory over the build's process tree, sampled
  every ${SAMPLE_MS} ms.
- **Files** counts every file in \`public/\`, the recipe editor's included: what a host that
  limits files per deployment counts.
- **Output size** is all of \`public/\` but the recipe editor in public/admin (the CMS bundle the
  build's post-build steps copy there, about 6 MB, the same for every size).
- **Photos** counts the resized images in \`public/static\`, **Bytes per photo** their mean size.
  **Photos written** counts those Gatsby wrote during that build: a warm build reprocesses only a
  photo that changed. **Resizes run** counts the resizes gatsby-plugin-sharp started (its debug
  log): equal to the photos written when no two queries make the same file twice.

On a machine shared with other work, times vary between runs by tens of percent; compare the rows
of one run rather than runs.

${table(rows)}

Each photo variant (format and size) in \`public/\` after the cold builds. **Encode CPU per file**
is the CPU time the benchmark takes to encode one file of that variant again from its pixels,
with the build's settings (the mean of ${ENCODE_RUNS} runs): the part of a resize that differs
between formats.

${variantTable(rows)}

${projection(rows)}

The home page ships at most SHOWCASE_SIZE (24) recipes, so its HTML and page-data stay the same
size however many recipes there are. What grows with them is sourcing and validating every
recipe, and each recipe's page: its HTML and page-data, and its photo: AVIF and JPEG at 576 and
1200 px wide (the 1200 px JPEG is also its 4:3 photo for search results), a 1:1 crop for search
results and a 16:9 crop for search results and link previews.
`;
};

/** @param {Row[]} rows */
const writeResults = async (rows) => {
  await writeFile(RESULTS_FILE, report(rows));
  execFileSync(process.execPath, [
    path.join(ROOT, "node_modules/prettier/bin/prettier.cjs"),
    "--write",
    RESULTS_FILE,
  ]);
};

const main = async () => {
  /** @type {Row[]} */
  const rows = [];
  // Written after every size, so a long run that is stopped still leaves what it measured.
  for (const count of SIZES) {
    rows.push(...(await benchSize(count)));
    await writeResults(rows);
  }
  console.log(table(rows));
  console.log(variantTable(rows));
  console.log(projection(rows));
  console.log(`\nWritten to ${path.relative(ROOT, RESULTS_FILE)}`);
};

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
