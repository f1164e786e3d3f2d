/** One block of a Netlify / Cloudflare Pages _headers file. */
export type HeaderRule = { pattern: string; headers: Record<string, string> };

/** What both hosts send as Cache-Control when no rule sets one. */
export const HOST_DEFAULT_CACHE_CONTROL = "public, max-age=0, must-revalidate";

export const parseHeadersFile = (text: string): HeaderRule[] =>
  text.split("\n").reduce<HeaderRule[]>((rules, line) => {
    if (line.trim() === "" || line.trim().startsWith("#")) return rules;
    if (!/^\s/.test(line)) return [...rules, { pattern: line.trim(), headers: {} }];
    const current = rules.at(-1);
    const separator = line.indexOf(":");
    if (!current || separator < 0) throw new Error(`Header outside a rule: ${line}`);
    const name = line.slice(0, separator).trim().toLowerCase();
    current.headers[name] = line.slice(separator + 1).trim();
    return rules;
  }, []);

const escapeRegExp = (text: string) => text.replace(/[.+?^${}()|[\]\\]/g, "\\$&");

/** A splat (*) matches any characters, as on both hosts. */
const patternMatches = (pattern: string, urlPath: string) =>
  new RegExp(`^${escapeRegExp(pattern).replace(/\*/g, ".*")}$`).test(urlPath);

/** The headers the hosts would add to urlPath: every matching rule, values joined by commas. */
export const headersFor = (rules: HeaderRule[], urlPath: string): Record<string, string> =>
  rules
    .filter((rule) => patternMatches(rule.pattern, urlPath))
    .reduce<Record<string, string>>((headers, rule) => {
      Object.entries(rule.headers).forEach(([name, value]) => {
        headers[name] = headers[name] ? `${headers[name]}, ${value}` : value;
      });
      return headers;
    }, {});
