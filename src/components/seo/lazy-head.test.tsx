import { readFileSync } from "node:fs";
import React, { Suspense } from "react";
import { render, screen } from "@testing-library/react";
import type { HeadProps } from "gatsby";
import { lazyHead } from "./lazy-head";

jest.mock("../../heads/page-heads", () => ({
  ContactHead: () => <title>Contact, drawn</title>,
}));

const headProps = { location: { pathname: "/contact" } } as unknown as HeadProps<never, never>;

describe("lazyHead", () => {
  it("draws the page's head from the lazily loaded heads", async () => {
    const Head = lazyHead("ContactHead");
    render(
      <Suspense fallback={null}>
        <Head {...headProps} />
      </Suspense>,
    );
    expect(await screen.findByText("Contact, drawn")).toBeInTheDocument();
  });
});

describe("gatsby-build-stage", () => {
  const gatsby = (file: string) => readFileSync(require.resolve(`gatsby/${file}`), "utf8");

  it("is each bundle's stage, as Gatsby's webpack config writes it into process.env.BUILD_STAGE", () => {
    const config = gatsby("dist/utils/webpack.config.js");
    expect(config).toContain("envObject.BUILD_STAGE = JSON.stringify(stage);");
    expect(config).toMatch(/acc\[`process\.env\.\$\{key\}`\] = mergedEnvVars\[key\];/);
    const stages = gatsby("dist/commands/types.js");
    ["build-html", "develop-html", "build-javascript", "develop"].forEach((stage) =>
      expect(stages).toContain(`= "${stage}";`),
    );
  });

  it("is needed on the server: Gatsby renders a page's head with renderToString, which waits for nothing", () => {
    expect(gatsby("cache-dir/static-entry.js")).toContain(
      "require(`./head/head-export-handler-for-ssr`)",
    );
    expect(gatsby("cache-dir/head/head-export-handler-for-ssr.js")).toContain(
      "const rawString = renderToString(routerElement)",
    );
  });
});
