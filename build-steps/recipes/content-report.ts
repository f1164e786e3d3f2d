import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { CONTENT_REPORT_FILE } from "../../scripts/cms/build-status.cjs";
import { buildInfoDir } from "../../scripts/built-site.cjs";
import type { SiteCheck } from "../../src/recipes/rules/site";

/**
 * What the check before the build found, for `npm run cms` to show the editor in full: the log
 * wraps and interleaves, this keeps each problem whole. Beside the build's other reports, never
 * deployed.
 */
export const writeContentReport = async (
  root: string,
  { problems, leftOut, warnings }: Pick<SiteCheck, "problems" | "leftOut" | "warnings">,
): Promise<void> => {
  const dir = buildInfoDir(path.join(root, "public"));
  await mkdir(dir, { recursive: true });
  await writeFile(
    path.join(dir, CONTENT_REPORT_FILE),
    `${JSON.stringify({ problems, leftOut, warnings }, null, 2)}\n`,
  );
};
