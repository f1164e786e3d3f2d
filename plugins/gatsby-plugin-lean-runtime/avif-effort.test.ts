/**
 * @jest-environment node
 */
import { readFileSync } from "node:fs";
import sharp from "sharp";
import { AVIF_EFFORT, withAvifEffort } from "./avif-effort.cjs";

type WithOptions = { options: { heifEffort: number; heifQuality: number } };
const optionsOf = (pipeline: sharp.Sharp) => (pipeline as unknown as WithOptions).options;

describe("lean runtime, AVIF effort", () => {
  it("guard: gatsby-plugin-sharp gives sharp's AVIF encoder a quality and no effort", () => {
    const processFile = readFileSync(
      require.resolve("gatsby-plugin-sharp/process-file.js"),
      "utf8",
    );
    const avifCalls = [...processFile.matchAll(/\.avif\(\{([^}]*)\}\)/g)].map(([, args]) =>
      args!.replace(/\s+/g, " ").trim(),
    );
    expect(avifCalls).toEqual([
      "quality: transformArgs.quality, force: transformArgs.toFormat === `avif`",
    ]);
  });

  it("gives sharp's avif() the lower effort unless its caller names one", () => {
    expect(optionsOf(sharp().avif({ quality: 50 })).heifEffort).toBe(4);
    expect(withAvifEffort(sharp)).toBe(AVIF_EFFORT);
    expect(withAvifEffort(sharp, 6)).toBe(AVIF_EFFORT);
    expect(optionsOf(sharp().avif({ quality: 50 }))).toMatchObject({
      heifEffort: AVIF_EFFORT,
      heifQuality: 50,
    });
    expect(optionsOf(sharp().avif({ quality: 50, effort: 5 })).heifEffort).toBe(5);
  });
});

describe("gatsby-executing-command", () => {
  it("is the command gatsby-cli runs, set before it runs `gatsby build`", () => {
    const cli = readFileSync(require.resolve("gatsby-cli/lib/create-cli.js"), "utf8");
    expect(cli).toContain("process.env.gatsby_executing_command = command;");
    expect(cli).toContain("getCommandHandler(`build`, (args, cmd) => cmd(args), `production`)");
  });
});
