import { readFileSync } from "node:fs";
import path from "node:path";
import { LANGUAGES, LANGUAGE_CODES } from "../../src/i18n/languages";

/*
 * Every host serves a language's own not-found page for an unknown address under its folder:
 * nginx by its map (deploy/nginx/site.conf.template), Cloudflare Pages by looking up the folder
 * tree for the closest 404.html, Netlify by one rule per language in netlify.toml.
 */

const ROOT = path.join(__dirname, "..", "..");
const read = (file: string) => readFileSync(path.join(ROOT, file), "utf8");

type Rule = Record<string, string>;

/** The [[redirects]] tables of netlify.toml, each as its keys and values. */
const netlifyRedirects = (toml: string): Rule[] =>
  toml
    .split(/^\[\[redirects\]\]\s*$/m)
    .slice(1)
    .map((table) => table.split(/^\[/m)[0] ?? "")
    .map((table) =>
      Object.fromEntries(
        [...table.matchAll(/^\s*(\w+)\s*=\s*("([^"]*)"|\S+)/gm)].map((match) => [
          match[1] ?? "",
          match[3] ?? match[2] ?? "",
        ]),
      ),
    );

const PREFIXED = LANGUAGE_CODES.filter((code) => LANGUAGES[code].prefix !== "");

describe("each language's not-found page", () => {
  it("is Netlify's answer to an unknown address under the language's folder", () => {
    const rules = netlifyRedirects(read("netlify.toml"));
    expect(rules).toEqual(
      PREFIXED.map((code) => ({
        from: `${LANGUAGES[code].prefix}/*`,
        to: `${LANGUAGES[code].prefix}/404.html`,
        status: "404",
      })),
    );
    // Forced, a rule would shadow the language's pages that exist.
    expect(rules.filter((rule) => rule.force !== undefined)).toEqual([]);
  });

  it("is nginx's, from the folder the path starts with, never from a request header", () => {
    const template = read("deploy/nginx/site.conf.template");
    expect(template).toMatch(/^map \$uri \$not_found_page \{/m);
    expect(template).toMatch(/^\s*error_page 404 @not-found;/m);
    for (const code of PREFIXED) expect(LANGUAGES[code].prefix).toMatch(/^\/[a-z]{2}$/);
    // What a path serves is the same for every visitor, whatever their browser's language.
    expect(template).not.toMatch(/accept_language|Accept-Language/i);
  });
});
