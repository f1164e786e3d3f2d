import { HAVE_PARAM } from "../fridge/have-param";
import type { Properties } from "./events";

export const REDACTED = "[redacted]";

/**
 * Query parameters that sign someone in, name them or list what is in their kitchen (the recipe
 * list's fridge): never recorded, whatever their value.
 */
export const SECRET_PARAMS: ReadonlyArray<string> = [
  "access_token",
  "id_token",
  "invite_token",
  "recovery_token",
  "confirmation_token",
  "token",
  "code",
  "email",
  HAVE_PARAM,
];

const EMAIL = /^[^\s@/?#&=]+@[^\s@/?#&=]+\.[^\s@/?#&=]+$/;
const EMAIL_ANYWHERE = /[^\s@/?#&=:]+@[^\s@/?#&=]+\.[^\s@/?#&=]+/g;

export const looksLikeEmail = (value: string): boolean => EMAIL.test(value.trim());

const redactQuery = (query: string): string =>
  query
    .split("&")
    .map((pair) => {
      if (pair === "") return pair;
      const [rawName = "", ...rest] = pair.split("=");
      let name = rawName;
      let value = rest.join("=");
      try {
        name = decodeURIComponent(rawName.replace(/\+/g, " "));
        value = decodeURIComponent(value.replace(/\+/g, " "));
      } catch {
        // Kept as written; the checks below still apply.
      }
      const secret = SECRET_PARAMS.includes(name.toLowerCase()) || looksLikeEmail(value);
      return secret ? `${rawName}=${REDACTED}` : pair;
    })
    .join("&");

/**
 * An address as analytics may record it: the fragment dropped, secret parameters and email
 * addresses in the query redacted, email addresses in the path replaced; `utm_*` and the rest kept.
 */
export const redactUrl = (url: string): string => {
  const [withoutFragment = ""] = url.split("#");
  const queryStart = withoutFragment.indexOf("?");
  const base = queryStart === -1 ? withoutFragment : withoutFragment.slice(0, queryStart);
  const query = queryStart === -1 ? undefined : withoutFragment.slice(queryStart + 1);
  const safeBase = base.replace(EMAIL_ANYWHERE, REDACTED);
  return query === undefined ? safeBase : `${safeBase}?${redactQuery(query)}`;
};

const looksLikeAddress = (value: string) => /^(\/|https?:\/\/)/.test(value);

/** Every string value of an event: an email becomes "[redacted]", an address is redacted as above. */
export const redactProperties = (properties: Properties): Properties =>
  Object.fromEntries(
    Object.entries(properties).map(([key, value]) => {
      if (typeof value !== "string") return [key, value];
      if (looksLikeEmail(value)) return [key, REDACTED];
      return [key, looksLikeAddress(value) ? redactUrl(value) : value];
    }),
  );

/** The page's address and the referrer, as every event may carry them. */
export const pageAddressOf = (win: Pick<Window, "location" | "document">) => ({
  url: redactUrl(win.location.href),
  referrer: win.document.referrer ? redactUrl(win.document.referrer) : "",
});
