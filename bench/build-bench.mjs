// `npm run bench:build`: how long builds take as the number of recipes grows.
// For each size it copies the project into a temp dir, generates that many recipes and photos
// (never committed), and times a cold build, a warm build after renaming one recipe and a warm
// build after replacing one photo. Prints a markdown table and writes bench/BUILD-RESULTS.md.
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

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const RESULTS_FILE = path.join(ROOT, "bench", "BUILD-RESULTS.md");
const SIZES = (process.env.BENCH_SIZES ?? "24,240,2400").split(",").map(Number);
/** `BENCH_COLD_ONLY=1` skips the two warm builds per size, for a quicker page-count run. */
const COLD_ONLY = process.env.BENCH_COLD_ONLY === "1";
const AUTHORS = ["Elena Ruiz", "Marcus Bell"];
const PHOTO = { width: 1200, height: 900, quality: 80 };
const SAMPLE_MS = 250;
const IMAGE_OUTPUT = /\.(jpe?g|png|webp|avif)$/;
const PAGE_SIZE = Number(execFileSync("getconf", ["PAGESIZE"]).toString().trim()) || 4096;

const recipeName = (index) => `Bench Recipe ${String(index + 1).padStart(4, "0")}`;
const recipeSlug = (index) => `bench-recipe-${String(index + 1).padStart(4, "0")}`;
/** As in src/recipes/recipe-files.ts and src/recipes/constants.ts. */
const RECIPES_DIR = "data/recipes";
const SHOWCASE_FILE = "data/showcase.json";
const SHOWCASE_SIZE = 24;
const imageName = (index) => `images/bench-${String(index + 1).padStart(4, "0")}.jpg`;

/** Every other recipe fills in its page; the rest have only the required fields. */
const pageFields = (index) =>
  index % 2 === 0
    ? {
        description: `A generated recipe for the build benchmark, number ${index + 1}.`,
        ingredients: Array.from({ length: 10 }, (_, i) => `${i + 1} ingredient ${i + 1}`),
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

const makeRecipes = (count) =>
  Array.from({ length: count }, (_, index) => ({
    recipeName: recipeName(index),
    author: AUTHORS[index % AUTHORS.length],
    ingredientAmount: `${(index % 9) + 2}/10`,
    image: imageName(index),
    slug: recipeSlug(index),
    ...pageFields(index),
  }));

/** A distinct 4:3 photo stand-in: a two-colour gradient whose hues depend on the seed. */
const makePhoto = (seed) => {
  const hue = (seed * 47) % 360;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${PHOTO.width}" height="${PHOTO.height}">
    <defs><linearGradient id="g" x2="1" y2="1">
      <stop offset="0" stop-color="hsl(${hue},70%,55%)"/>
      <stop offset="1" stop-color="hsl(${(hue + 120) % 360},60%,35%)"/>
    </linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <circle cx="${300 + (seed % 600)}" cy="450" r="260" fill="hsl(${(hue + 200) % 360},50%,80%)"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: PHOTO.quality }).toBuffer();
};

/** One file per recipe, named after its address, as the recipe editor writes it. */
const writeRecipe = (project, recipe) =>
  writeFile(
    path.join(project, RECIPES_DIR, `${recipe.slug}.json`),
    `${JSON.stringify(recipe, null, 2)}\n`,
  );

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

const benchProject = async (count) =>
  copyProject(await mkdtemp(path.join(os.tmpdir(), `recipes-bench-${count}-`)));

/** Resident memory of a process and all its descendants, in bytes. */
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
  const children = new Map();
  for (const entry of processes.filter(Boolean)) {
    children.set(entry.ppid, [...(children.get(entry.ppid) ?? []), entry]);
  }
  const sum = (pid) =>
    (children.get(pid) ?? []).reduce((total, c) => total + c.rss + sum(c.pid), 0);
  const self = processes.find((entry) => entry?.pid === rootPid);
  return (self?.rss ?? 0) + sum(rootPid);
};

/** `times` prints the CPU time of the shell's finished children: the build and its workers. */
const BUILD_SCRIPT = '"$0" "$1" build 1>&2; code=$?; times; exit $code';
const CPU_TIMES = /(\d+)m([\d.]+)s (\d+)m([\d.]+)s\s*$/;

const cpuSeconds = (timesOutput) => {
  const match = CPU_TIMES.exec(timesOutput.trim());
  if (!match) return Number.NaN;
  const [, userMin, userSec, sysMin, sysSec] = match.map(Number);
  return userMin * 60 + userSec + sysMin * 60 + sysSec;
};

const runBuild = (project) =>
  new Promise((resolve, reject) => {
    const started = Date.now();
    const cli = path.join(project, "node_modules/gatsby/cli.js");
    const child = spawn("sh", ["-c", BUILD_SCRIPT, process.execPath, cli], {
      cwd: project,
      env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CI: "true" },
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
        resolve({ started, seconds, cpu: cpuSeconds(times), peak, log });
      }
    });
  });

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

const measureOutput = async (project, started) => {
  const publicDir = path.join(project, "public");
  // The recipe editor's bundle is the same 6 MB at every size; it would hide what grows.
  const editorDir = path.join(publicDir, "admin") + path.sep;
  const files = (await walk(publicDir)).filter((file) => !file.startsWith(editorDir));
  const infos = await Promise.all(files.map(async (file) => ({ file, info: await stat(file) })));
  const size = (relative) => stat(path.join(publicDir, relative)).then((info) => info.size);
  return {
    pages: listPages(publicDir).length,
    recipePages: listPages(publicDir).filter((file) => file.startsWith("recipes/")).length,
    outputBytes: infos.reduce((total, { info }) => total + info.size, 0),
    homeHtml: await size("index.html"),
    pageData: await size("page-data/index/page-data.json"),
    // The fridge picker's match index (src/fridge/constants.ts): at most 80 KB gzip at 2,400.
    indexGzip: gzipSync(await readFile(path.join(publicDir, "recipe-index.json"))).length,
    imagesWritten: infos.filter(
      ({ file, info }) =>
        file.includes(`${path.sep}static${path.sep}`) &&
        IMAGE_OUTPUT.test(file) &&
        info.mtimeMs >= started,
    ).length,
  };
};

const scenario = async (project, count, name, change) => {
  await change();
  const build = await runBuild(project);
  const output = await measureOutput(project, build.started);
  const load = os.loadavg()[0];
  const { seconds, cpu, peak } = build;
  const row = { count, name, seconds, cpu, peak, load, ...output };
  console.error(
    `  ${count} recipes, ${name}: ${output.pages} pages (${output.recipePages} recipe pages), ` +
      `${build.seconds.toFixed(1)} s`,
  );
  return row;
};

const benchSize = async (count) => {
  const project = await benchProject(count);
  try {
    console.error(`${count} recipes: generating fixtures in ${project}`);
    const recipes = await writeFixtures(project, count);
    const cold = await scenario(project, count, "cold", async () => undefined);
    if (COLD_ONLY) return [cold];
    return [
      cold,
      await scenario(project, count, "warm, 1 recipe renamed", async () => {
        await writeRecipe(project, {
          ...recipes[0],
          recipeName: `${recipes[0].recipeName} renamed`,
        });
      }),
      await scenario(project, count, "warm, 1 photo replaced", async () => {
        await writeFile(path.join(project, "data", imageName(0)), await makePhoto(count + 1));
      }),
    ];
  } finally {
    if (!process.env.BENCH_KEEP) await rm(project, { recursive: true, force: true });
  }
};

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

const table = (rows) =>
  [
    "| Recipes | Build | Pages | Recipe pages | Time | CPU time | Peak memory | Output size | Home HTML | Home page-data | Match index, gzip | Photos written | Load |",
    "| ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
    ...rows.map(
      (r) =>
        `| ${r.count} | ${r.name} | ${r.pages} | ${r.recipePages} | ${r.seconds.toFixed(1)} s | ${r.cpu.toFixed(1)} s | ${mb(r.peak)} | ${mb(r.outputBytes)} | ` +
        `${kb(r.homeHtml)} | ${kb(r.pageData)} | ${kb(r.indexGzip)} | ${r.imagesWritten} | ${r.load.toFixed(1)} |`,
    ),
  ].join("\n");

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
- **Output size** is all of \`public/\` but the recipe editor in public/admin (the CMS bundle the
  build's post-build steps copy there, about 6 MB, the same for every size).
- **Photos written** counts the resized images Gatsby wrote during that build: a warm build
  reprocesses only a photo that changed.

On a machine shared with other work, times vary between runs by tens of percent; compare the rows
of one run rather than runs.

${table(rows)}

The home page ships at most SHOWCASE_SIZE (24) recipes, so its HTML and page-data stay the same
size however many recipes there are. What grows with them is sourcing and validating
every recipe, and each recipe's page: its HTML and page-data, and its photo resized for the page
(AVIF, WebP and JPEG at three widths) and cropped for search results and link previews (1:1, 4:3,
16:9 and 1200×630).
`;
};

const writeResults = async (rows) => {
  await writeFile(RESULTS_FILE, report(rows));
  execFileSync(process.execPath, [
    path.join(ROOT, "node_modules/prettier/bin/prettier.cjs"),
    "--write",
    RESULTS_FILE,
  ]);
};

const main = async () => {
  const rows = [];
  // Written after every size, so a long run that is stopped still leaves what it measured.
  for (const count of SIZES) {
    rows.push(...(await benchSize(count)));
    await writeResults(rows);
  }
  console.log(table(rows));
  console.log(`\nWritten to ${path.relative(ROOT, RESULTS_FILE)}`);
};

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
