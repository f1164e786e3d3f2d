// @ts-check
// A warm `gatsby build` rewrites only the pages whose data or code changed, yet the steps that run
// on the built HTML (the recipe pages' script rewrite, the inline-script hashes) read every page:
// at 2,400 recipes that was most of a warm build. A stamp records a file as the build last left
// it (inode, size, change and modification times to the nanosecond); a file whose stamp still
// matches has not been written since, so its earlier result stands. Any write, a new file or a
// deleted one shows as a different stamp, and a missing or unreadable record means doing it all.
// The records live in Gatsby's .cache beside public/, which hosts keep together, and which
// Gatsby empties whenever it starts over. A record is also tied to the content of the code that
// made its results (contentVersion): changed code, or a new release of a library it names, voids it.
const crypto = require("node:crypto");
const fs = require("node:fs");
const path = require("node:path");

/** `POST_BUILD_STAMPS_OFF=1` redoes the work on every page in every build, as a first build does. */
const STAMPS_SWITCH = "POST_BUILD_STAMPS_OFF";

/** @param {Record<string, string | undefined>} [env] */
const stampsOn = (env = process.env) => env[STAMPS_SWITCH] !== "1";

const CACHE_DIR = ".cache";

/**
 * Where a record named `name` is kept for the build whose output is publicDir.
 * @param {string} publicDir
 * @param {string} name
 */
const stampsFile = (publicDir, name) =>
  path.join(path.dirname(path.resolve(publicDir)), CACHE_DIR, `${name}.json`);

/** @param {string} file */
const stampOf = (file) => {
  const stat = fs.statSync(file, { bigint: true });
  return `${stat.ino}:${stat.size}:${stat.mtimeNs}:${stat.ctimeNs}`;
};

/**
 * Ties a record to the content of the files that decide its results (the code, a library's
 * package.json for its release), read from disk: any change to one makes earlier results void.
 * @param {readonly string[]} files absolute paths
 */
const contentVersion = (files) => {
  const hash = crypto.createHash("sha256");
  files.forEach((file) => hash.update(fs.readFileSync(file)).update("\0"));
  return hash.digest("hex");
};

/**
 * @template T
 * @typedef {{ stamp: string, result: T }} Entry
 */

/**
 * The entries recorded for this version, by file; none if there is no such record.
 * @template T
 * @param {string} recordFile
 * @param {string} version
 * @returns {Record<string, Entry<T>>}
 */
const readStamps = (recordFile, version) => {
  try {
    const record = JSON.parse(fs.readFileSync(recordFile, "utf8"));
    return record.version === version && record.entries ? record.entries : {};
  } catch {
    return {};
  }
};

/**
 * @template T
 * @param {string} recordFile
 * @param {string} version
 * @param {Record<string, Entry<T>>} entries
 */
const writeStamps = (recordFile, version, entries) => {
  fs.mkdirSync(path.dirname(recordFile), { recursive: true });
  fs.writeFileSync(recordFile, JSON.stringify({ version, entries }));
};

/**
 * Runs `work(file)` on each of files (paths relative to dir) whose stamp differs from the record,
 * and returns every file's result, the recorded ones reused. `work` may rewrite the file; the
 * stamp recorded is the one it leaves. Files no longer listed drop out of the record.
 * @template T
 * @param {{ dir: string, files: readonly string[], recordFile: string, version: string, enabled?: boolean }} options
 * @param {(file: string) => T} work
 * @returns {{ results: T[], redone: number }}
 */
const withStamps = ({ dir, files, recordFile, version, enabled = true }, work) => {
  /** @type {Record<string, Entry<T>>} */
  const before = enabled ? readStamps(recordFile, version) : {};
  /** @type {Record<string, Entry<T>>} */
  const entries = {};
  let redone = 0;
  const results = files.map((file) => {
    const absolute = path.join(dir, file);
    const recorded = before[file];
    if (recorded && recorded.stamp === stampOf(absolute)) {
      entries[file] = recorded;
      return recorded.result;
    }
    redone += 1;
    const result = work(file);
    entries[file] = { stamp: stampOf(absolute), result };
    return result;
  });
  writeStamps(recordFile, version, entries);
  return { results, redone };
};

module.exports = { STAMPS_SWITCH, contentVersion, stampOf, stampsFile, stampsOn, withStamps };
