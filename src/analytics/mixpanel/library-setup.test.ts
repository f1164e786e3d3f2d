/**
 * @jest-environment node
 */
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { LIBRARY_DATABASES } from "./library-databases";

// The library the site bundles is this source: its documented src/loaders entry points import it.
const SOURCE = path.dirname(require.resolve("mixpanel-browser/src/mixpanel-core.js"));
const texts = readdirSync(SOURCE, { recursive: true, encoding: "utf8" })
  .filter((file) => file.endsWith(".js"))
  .map((file) => readFileSync(path.join(SOURCE, file), "utf8"));

describe("mixpanel-indexeddb-open", () => {
  it("is how the library opens each database, by the names the site closes and deletes", () => {
    const opens = texts.flatMap((text) => [...text.matchAll(/indexedDB\.open\(/g)]);
    expect(opens).toHaveLength(1);
    expect(texts.join("\n")).toContain("var openRequest = window.indexedDB.open(dbName, version);");
    const names = texts.flatMap((text) =>
      [...text.matchAll(/var \w+_DB_NAME = '(\w+)';/g)].map(([, name]) => name),
    );
    expect(names.sort()).toEqual([...LIBRARY_DATABASES].sort());
  });
});
