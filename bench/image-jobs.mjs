// @ts-check
// `node bench/image-jobs.mjs`: what gatsby-plugin-sharp's image jobs cost on the real recipe
// photos and how many cores they keep busy. It runs the plugin's own job worker (gatsby-worker.js,
// as `gatsby build` runs it in its main process) on the photos in data/images with the jobs a
// build queues for each: the files a photo used to become, then the six it becomes now, the
// latter as Gatsby sets the job queue for this machine and for each GATSBY_CPU_COUNT in
// IMAGE_JOBS_CPU_COUNTS. IMAGE_JOBS_PHOTOS takes the first N photos. Writes bench/IMAGE-JOBS.md.
import { execFileSync } from "node:child_process";
import { mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const require = createRequire(import.meta.url);
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const IMAGES = path.join(ROOT, "data", "images");
const RESULTS_FILE = path.join(ROOT, "bench", "IMAGE-JOBS.md");
/** `IMAGE_JOBS_SET=before` runs the photos the site made before they were cut to six. */
const SET = process.env.IMAGE_JOBS_SET ?? "after";
const CPU_COUNTS = (process.env.IMAGE_JOBS_CPU_COUNTS ?? "3").split(",").filter(Boolean);

/** @param {string} photo */
const photoJobs = (photo) => {
  // gatsbyImageData crops by attention (17, sharp.strategy.attention); the crops at CENTER (0).
  /**
   * @param {number} width
   * @param {number} height
   * @param {string} toFormat
   * @param {number} quality
   */
  const size = (width, height, toFormat, quality, cropFocus = 17) => ({
    width,
    height,
    toFormat,
    quality,
    fit: "cover",
    cropFocus,
  });
  /**
   * @param {string} name
   * @param {ReturnType<typeof size>[]} operations
   */
  const job = (name, operations) => ({
    inputPaths: [{ path: photo }],
    outputDir: name,
    args: {
      operations: operations.map((args, index) => ({
        outputPath: `${index}.${args.toFormat}`,
        args,
      })),
      pluginOptions: {},
    },
  });
  /**
   * @param {string} name
   * @param {string} format
   * @param {number} quality
   * @param {number[]} list
   */
  const widths = (name, format, quality, list) =>
    job(
      name,
      list.map((width) => size(width, (width * 3) / 4, format, quality)),
    );
  if (SET === "before") {
    // The photos the site made before: three formats at three widths for the page and for the
    // card, four crops at quality 80, AVIF at sharp's default effort.
    return [
      ...["avif", "webp", "jpg"].flatMap((format) => [
        widths(`page-${format}`, format, format === "avif" ? 50 : 70, [480, 800, 1200]),
        widths(`card-${format}`, format, format === "avif" ? 50 : 70, [288, 432, 576]),
      ]),
      job("square", [size(900, 900, "jpg", 80, 0)]),
      job("standard", [size(1200, 900, "jpg", 80, 0)]),
      job("wide", [size(1200, 675, "jpg", 80, 0)]),
      job("social", [size(1200, 630, "jpg", 80, 0)]),
    ];
  }
  return [
    widths("avif", "avif", 50, [576, 1200]),
    widths("jpg", "jpg", 70, [576, 1200]),
    job("square", [size(900, 900, "jpg", 70, 0)]),
    job("wide", [size(1200, 675, "jpg", 70, 0)]),
  ];
};

/** One run in this process: every photo's jobs queued at once, as Gatsby queues them. */
const run = async () => {
  if (SET !== "before") {
    const { withAvifEffort } = require("../plugins/gatsby-plugin-lean-runtime/avif-effort.cjs");
    withAvifEffort(require("sharp"));
  }
  /** @type {{ IMAGE_PROCESSING: (job: unknown) => Promise<unknown> }} */
  // @ts-expect-error -- gatsby-plugin-sharp ships no types for its worker
  const { IMAGE_PROCESSING } = require("gatsby-plugin-sharp/gatsby-worker.js");
  const out = await mkdtemp(path.join(os.tmpdir(), "image-jobs-"));
  const photos = (await readdir(IMAGES))
    .filter((name) => name.endsWith(".jpg"))
    .sort()
    .slice(0, Number(process.env.IMAGE_JOBS_PHOTOS ?? Infinity));
  const jobs = photos.flatMap((name) =>
    photoJobs(path.join(IMAGES, name)).map((job) => ({
      ...job,
      outputDir: path.join(out, path.parse(name).name, job.outputDir),
    })),
  );
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  await Promise.all(jobs.map((job) => IMAGE_PROCESSING(job)));
  const wall = (performance.now() - started) / 1000;
  const used = process.cpuUsage(cpuBefore);
  const cpu = (used.user + used.system) / 1e6;
  await rm(out, { recursive: true, force: true });
  const files = jobs.reduce((total, job) => total + job.args.operations.length, 0);
  console.log(JSON.stringify({ photos: photos.length, jobs: jobs.length, files, wall, cpu }));
};

/**
 * @param {string} set
 * @param {string} [count]
 */
const measure = (set, count) => {
  /** @type {NodeJS.ProcessEnv} */
  const env = { ...process.env, IMAGE_JOBS_CHILD: "1", IMAGE_JOBS_SET: set };
  delete env.GATSBY_CPU_COUNT;
  if (count) env.GATSBY_CPU_COUNT = count;
  const result = JSON.parse(
    execFileSync(process.execPath, [fileURLToPath(import.meta.url)], { env }).toString(),
  );
  return (
    `| ${set} | ${count ?? "unset"} | ${result.photos} | ${result.jobs} | ${result.files} | ` +
    `${result.wall.toFixed(1)} s | ${result.cpu.toFixed(1)} s | ${(result.cpu / result.photos).toFixed(2)} s | ` +
    `${(result.cpu / result.wall).toFixed(2)} | ${(os.loadavg()[0] ?? Number.NaN).toFixed(1)} |`
  );
};

const main = async () => {
  const rows = [
    measure("before", undefined),
    ...[undefined, ...CPU_COUNTS].map((count) => measure("after", count)),
  ];
  const table = [
    "| Photos made | GATSBY_CPU_COUNT | Photos | Jobs | Files | Wall time | CPU time | CPU per photo | Cores busy | Load |",
    "| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
    ...rows,
  ].join("\n");
  await writeFile(
    RESULTS_FILE,
    `# Image jobs

Made by \`node bench/image-jobs.mjs\` on ${new Date().toISOString().slice(0, 10)}: ${os.cpus().length} cores
(${os.cpus()[0]?.model ?? "unknown CPU"}), Node ${process.version}.

gatsby-plugin-sharp's own job worker (\`gatsby-worker.js\`, which \`gatsby build\` runs in its main
process) makes the first **Photos** of data/images (by name) at once, as a build queues them. **before**: the 22 files
a recipe's photo used to be (AVIF, WebP and JPEG at three widths for the page and three for the
card, four crops), AVIF at sharp's default effort; **after**: the six it is now, AVIF at effort 2.
**Cores busy** is CPU time over wall time: at most the 2 cores, less when other work shares them
(**Load**, the one-minute load average at the end). The worker queues jobs
\`max(1, cores - 1)\` at a time, cores being \`GATSBY_CPU_COUNT\` or the physical cores; each job
runs its sizes at once on libuv's threads, each on one libvips thread.

${table}
`,
  );
  execFileSync(process.execPath, [
    path.join(ROOT, "node_modules/prettier/bin/prettier.cjs"),
    "--write",
    RESULTS_FILE,
  ]);
  console.log(table);
};

if (process.env.IMAGE_JOBS_CHILD) {
  run().catch((error) => {
    console.error(error);
    process.exit(1);
  });
} else {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
