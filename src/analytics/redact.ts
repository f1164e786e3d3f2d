import { HAVE_PARAM } from "../fridge/have-param";
import { UTM_KEYS } from "../get/constants";

/**
 * The one redaction for everything analytics sends: the site's own events, the library's (through
 * its send hooks, after it has added its own properties) and /get's download beacon. Each table
 * below is what the privacy policy lists, and redact.test.ts has a case for every row.
 */

export const REDACTED = "[redacted]";

/**
 * Query parameters that sign someone in, name them or list what is in their kitchen (the recipe
 * list's fridge): never recorded, whatever their value. A name counts in any case, and as a part
 * of a bracketed name (`token[]`, `user[email]`).
 */
export const SECRET_PARAMS: ReadonlyArray<string> = [
  "access_token",
  "id_token",
  "refresh_token",
  "invite_token",
  "recovery_token",
  "confirmation_token",
  "email_change_token",
  "reset_token",
  "token",
  "code",
  "otp",
  "password",
  "api_key",
  "session",
  "sig",
  "email",
  HAVE_PARAM,
];

/** Name endings that mark a secret too, such as `client_secret` or `new_password`. */
export const SECRET_PARAM_ENDINGS: ReadonlyArray<string> = ["_token", "_secret", "_password"];

/**
 * What is never recorded wherever it appears, in a path, a parameter or any other value: an
 * email address and a JSON Web Token (the privacy policy names them in this order).
 */
export const SECRET_VALUES: ReadonlyArray<RegExp> = [
  /[^\s@<>()[\],;:"'/?#&=]+@[^\s@<>()[\],;:"'/?#&=]+\.\w{2,}/,
  /eyJ[\w-]{2,}\.[\w-]{2,}\.[\w-]*/,
];

/** The campaign values the site records with each event, read from the page's own address. */
export const CAMPAIGN_PARAMS: ReadonlyArray<string> = UTM_KEYS;

/**
 * Advertising click IDs: redacted in every address, and recorded on their own only when
 * GATSBY_ANALYTICS_CLICK_IDS asks for them.
 */
export const CLICK_ID_PARAMS: ReadonlyArray<string> = [
  "gclid",
  "gbraid",
  "wbraid",
  "dclid",
  "fbclid",
  "msclkid",
  "ttclid",
  "twclid",
  "li_fat_id",
  "sccid",
  "ko_click_id",
];

/** The value and what it decodes to, up to three layers deep (`%2540` is `%40` is `@`). */
const decodings = (value: string): string[] => {
  const found = [value];
  let current = value;
  for (let layer = 0; layer < 3; layer += 1) {
    let next: string;
    try {
      next = decodeURIComponent(current.replace(/\+/g, " "));
    } catch {
      break;
    }
    if (next === current) break;
    found.push(next);
    current = next;
  }
  return found;
};

const looksLikeAddress = (value: string) => /^(\/|https?:\/\/)/i.test(value);

/** An email address or a token inside the value, or an address in it that would be redacted. */
export const isSecretValue = (value: string): boolean =>
  decodings(value).some(
    (decoded) =>
      SECRET_VALUES.some((pattern) => pattern.test(decoded)) ||
      (looksLikeAddress(decoded) && /[?#]/.test(decoded) && redactUrl(decoded) !== decoded),
  );

export const isSecretParam = (name: string): boolean =>
  decodings(name).some((decoded) =>
    decoded
      .toLowerCase()
      .split(/[[\].]/)
      .some(
        (part) =>
          SECRET_PARAMS.includes(part) ||
          CLICK_ID_PARAMS.includes(part) ||
          SECRET_PARAM_ENDINGS.some((ending) => part.endsWith(ending)),
      ),
  );

const redactQuery = (query: string): string =>
  query
    .split("&")
    .map((pair) => {
      const equals = pair.indexOf("=");
      const name = equals === -1 ? pair : pair.slice(0, equals);
      const value = equals === -1 ? "" : pair.slice(equals + 1);
      if (isSecretValue(name)) return REDACTED;
      return isSecretParam(name) || isSecretValue(value) ? `${name}=${REDACTED}` : pair;
    })
    .join("&");

/**
 * An address as analytics may record it: the fragment dropped; secret parameters, and any
 * parameter or path segment holding an email address, a token or an address with secrets of its
 * own, redacted; campaign tags and the rest kept.
 */
export function redactUrl(url: string): string {
  const [withoutFragment = ""] = url.split("#");
  const queryStart = withoutFragment.indexOf("?");
  const base = queryStart === -1 ? withoutFragment : withoutFragment.slice(0, queryStart);
  const safeBase = base
    .split("/")
    .map((segment) => (isSecretValue(segment) ? REDACTED : segment))
    .join("/");
  return queryStart === -1
    ? safeBase
    : `${safeBase}?${redactQuery(withoutFragment.slice(queryStart + 1))}`;
}

/** Any recorded value: an address is redacted as above; other text with a secret in it is replaced. */
export const redactValue = (value: string): string => {
  if (looksLikeAddress(value)) return redactUrl(value);
  return isSecretValue(value) ? REDACTED : value;
};

type Payload = unknown;

/**
 * A whole request body as the library or the site's own sender builds it (events, profile
 * updates, nested objects and lists): every string redacted, the keys for which `drop` says so
 * left out.
 */
export const redactPayload = <Value extends Payload>(
  payload: Value,
  drop: (key: string) => boolean = () => false,
): Value => {
  if (typeof payload === "string") return redactValue(payload) as Value;
  if (Array.isArray(payload)) return payload.map((item) => redactPayload(item, drop)) as Value;
  if (payload === null || typeof payload !== "object") return payload;
  return Object.fromEntries(
    Object.entries(payload)
      .filter(([key]) => !drop(key))
      .map(([key, value]) => [key, redactPayload(value, drop)]),
  ) as Value;
};

/** Click IDs are left out unless the build asks for them. */
export const dropsClickIds =
  (clickIds: boolean) =>
  (key: string): boolean =>
    !clickIds && CLICK_ID_PARAMS.includes(key);

/** The campaign values (and, when asked for, click IDs) in an address, each redacted. */
export const campaignValues = (url: string, clickIds: boolean): Record<string, string> => {
  const query = url.split("#")[0]?.split("?")[1] ?? "";
  const params = new URLSearchParams(query);
  const names = clickIds ? [...CAMPAIGN_PARAMS, ...CLICK_ID_PARAMS] : CAMPAIGN_PARAMS;
  return Object.fromEntries(
    names.flatMap((name) => {
      const value = params.get(name)?.trim();
      return value ? [[name, redactValue(value)]] : [];
    }),
  );
};

/** The page's address, and the referrer without its query: as every event may carry them. */
export const pageAddressOf = (win: Pick<Window, "location" | "document">) => ({
  url: redactUrl(win.location.href),
  referrer: redactUrl(win.document.referrer.split("?")[0] ?? ""),
});
