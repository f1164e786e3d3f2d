// Usage: node scripts/complete-lockfile.cjs package-lock.json
// Some registry mirrors serve only the Linux builds of native packages; `npm install` then leaves
// the other platforms' optional packages out of the lock, and `npm ci` refuses the lock. This adds
// them back with their os/cpu, so npm ci skips them on other platforms and installs them on theirs.
const fs = require("fs");
const file = process.argv[2];
const lock = JSON.parse(fs.readFileSync(file, "utf8"));
const pkgs = lock.packages;
const platform = (name) => {
  const n = name.split("/").pop();
  const os = ["darwin", "win32", "android", "freebsd", "openharmony", "linux"].find((o) =>
    n.includes(o),
  );
  const cpu = ["arm64", "x64", "ia32", "loong64", "ppc64", "riscv64", "s390x", "arm"].find((c) =>
    n.includes(`-${c}`),
  );
  const libc = n.includes("musl")
    ? ["musl"]
    : n.includes("gnu") && os === "linux"
      ? ["glibc"]
      : undefined;
  return { os: [os], cpu: [cpu], ...(libc ? { libc } : {}) };
};
let added = [];
for (const [path, entry] of Object.entries(pkgs)) {
  for (const [dep, spec] of Object.entries(entry.optionalDependencies ?? {})) {
    const base = path ? `${path}/node_modules/${dep}` : `node_modules/${dep}`;
    const top = `node_modules/${dep}`;
    if (pkgs[base] || pkgs[top]) continue;
    if (!/^\d+\.\d+\.\d+$/.test(spec)) {
      console.error("non-exact spec", dep, spec);
      continue;
    }
    pkgs[top] = {
      version: spec,
      cpu: platform(dep).cpu,
      license: "MIT",
      optional: true,
      os: platform(dep).os,
      ...(platform(dep).libc ? { libc: platform(dep).libc } : {}),
    };
    added.push(`${dep}@${spec} ${JSON.stringify(platform(dep))}`);
  }
}
const sorted = Object.fromEntries(
  Object.entries(pkgs).sort(([a], [b]) => (a === "" ? -1 : b === "" ? 1 : a.localeCompare(b))),
);
lock.packages = sorted;
fs.writeFileSync(file, JSON.stringify(lock, null, 2) + "\n");
console.log(added.join("\n"));
