// @ts-check
// Shared by the ensure-* scripts: finds a program the tests need, installs Debian's package for it
// when running as root where apt-get exists, and otherwise says what to do.
import { execFileSync } from "node:child_process";

/**
 * @param {string} name
 * @param {string} aptPackage
 */
const aptInstall = (name, aptPackage) => {
  execFileSync("which", ["apt-get"], { stdio: "ignore" });
  console.log(`No ${name} found; installing Debian's ${aptPackage} package with apt-get...`);
  execFileSync("apt-get", ["update"], { stdio: "inherit" });
  execFileSync("apt-get", ["install", "-y", "--no-install-recommends", aptPackage], {
    stdio: "inherit",
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
  });
};

/**
 * Finds the program, installing it first when it is missing and that can be done; otherwise
 * explains how to get it. Returns whether it is there.
 * @param {{ name: string, aptPackage: string, find: () => string | undefined,
 *   candidates: () => string[], neededBy: string, help: string[] }} tool
 * @returns {boolean}
 */
export const ensureTool = ({ name, aptPackage, find, candidates, neededBy, help }) => {
  const found = find();
  if (found) {
    console.log(`${name}: ${found}`);
    return true;
  }
  if (process.platform === "linux" && process.getuid?.() === 0) {
    try {
      aptInstall(name, aptPackage);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      console.error(`apt-get could not install ${aptPackage}: ${reason}`);
    }
    const installed = find();
    if (installed) {
      console.log(`${name}: ${installed}`);
      return true;
    }
  }
  console.error(`
${neededBy} need ${name}, and none was found. Looked in:
  ${candidates().join("\n  ")}
Do one of these, then run the tests again:
${help.map((line) => `  - ${line}`).join("\n")}
`);
  return false;
};
