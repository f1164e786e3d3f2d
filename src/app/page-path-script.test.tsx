import { readFileSync } from "node:fs";
import React from "react";
import { PAGE_PATH_SCRIPT_ID, withoutPagePathScript } from "./page-path-script";

const components = [
  <script key="a" id={PAGE_PATH_SCRIPT_ID} />,
  <script key="b" id="gatsby-chunk-mapping" />,
  <script key="c" src="/app.js" async />,
];

describe("withoutPagePathScript", () => {
  it("drops the per-page path script from the pages under the prefix only", () => {
    expect(withoutPagePathScript("/recipes/shakshuka", components, "/recipes")).toEqual(
      components.slice(1),
    );
  });

  it("keeps every script on the other pages", () => {
    for (const pathname of ["/", "/contact", "/404.html", "/recipes"]) {
      expect(withoutPagePathScript(pathname, components, "/recipes")).toEqual(components);
    }
  });
});

describe("guard: Gatsby's page-path script", () => {
  it("is the script Gatsby's server render writes under this id, setting window.pagePath", () => {
    const staticEntry = readFileSync(require.resolve("gatsby/cache-dir/static-entry.js"), "utf8");
    expect(staticEntry).toContain(`id={\`${PAGE_PATH_SCRIPT_ID}\`}`);
    expect(staticEntry).toMatch(/window\.pagePath=/);
  });
});
