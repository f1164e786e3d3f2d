import {
  CONSENT_STORAGE,
  DAY_MS,
  UNPLACED_TIME_ZONE,
  type ConsentMode,
  type ConsentTerms,
} from "../../analytics/consent/consent";
import { CONSENT_TIME_ZONES } from "../../analytics/consent/time-zones";
import { DO_NOT_TRACK_ON } from "../../analytics/privacy";
import { CONSENT_BAR_MARKS } from "./bar-marks";
import { CONSENT_BAR_HOST_ID, CONSENT_BAR_UNDECIDED } from "./privacy-choices";

export type FirstPaintSettings = {
  mode: Exclude<ConsentMode, "never">;
  terms: ConsentTerms;
  maxAgeDays: number;
};

/** A regular expression's literal, for a script's text (its source escapes every `/`). */
const literal = (pattern: RegExp) => String(pattern);

/** Strings and numbers as a script's literals, with nothing that could end the script element. */
const value = (data: unknown) => JSON.stringify(data).replace(/</g, "\\u003c");

/** The listed time zones as one expression: the region named once, then each place. */
export const listedZonesPattern = (zones: Iterable<string>): RegExp => {
  const byRegion = new Map<string, string[]>();
  for (const zone of zones) {
    const cut = zone.indexOf("/");
    const region = cut < 0 ? "" : zone.slice(0, cut + 1);
    byRegion.set(region, [...(byRegion.get(region) ?? []), zone.slice(cut + 1)]);
  }
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const parts = [...byRegion].map(([region, places]) => {
    const names = places.map(escape).join("|");
    return region ? `${escape(region)}(?:${names})` : names;
  });
  return new RegExp(`^(?:${parts.join("|")})$`);
};

/**
 * The inline script that follows the server's bar. It decides whether the visitor is asked, as
 * the app would (no privacy signal, no fresh answer to this build's question, a time zone the mode
 * asks), with the same constants (decideConsent, asksForConsent, hasOptedOut), takes the host's
 * undecided mark off, and shows the bar where they are asked: the question is painted with the
 * page instead of after the scripts, and the app reads the decision from the host. Until the app
 * takes the bar over, the script keeps an answer itself: stored as the app stores it, and the bar
 * closed. It also answers the footer's "Privacy choices" until the app has the bar: it shows the
 * question at once (a browser's privacy signal leaves nothing to ask: the app says so when it
 * arrives) and marks the host opened, for the app to take the bar over (footer.tsx).
 */
export const firstPaintScript = ({ mode, terms, maxAgeDays }: FirstPaintSettings): string => {
  const { choice, answered, opened, live, opener } = CONSENT_BAR_MARKS;
  // The browsers served (package.json's browserslist) all run this syntax; one that cannot leaves
  // the host undecided, and the app decides instead.
  const zoneCheck =
    mode === "auto"
      ? `try{z=w.Temporal?.Now?.timeZoneId?.()||Intl.DateTimeFormat().resolvedOptions().timeZone||void 0}catch{}
if(z&&!${literal(UNPLACED_TIME_ZONE)}.test(z)&&!${literal(listedZonesPattern(CONSENT_TIME_ZONES))}.test(z))return;`
      : "";
  return `(t=>{const w=window,n=navigator,h=document.getElementById(${value(CONSENT_BAR_HOST_ID)}),k=${value(CONSENT_STORAGE.key)},d=${value(DO_NOT_TRACK_ON)},sig=()=>n.globalPrivacyControl===!0||d.includes(n.doNotTrack)||d.includes(w.doNotTrack),asks=()=>{let z,s,a;
if(sig())return;
${zoneCheck}
try{s=JSON.parse(w.localStorage.getItem(k));if(["agree","decline"].includes(s?.choice)&&typeof s.at=="number"&&s.version===t.version&&(a=Date.now()-s.at)>=0&&a<${maxAgeDays * DAY_MS})return}catch{}
return!0};
if(!h)return;const q=asks();h.removeAttribute(${value(CONSENT_BAR_UNDECIDED)});
h.onclick=e=>{const b=e.target.closest?.("[${choice}]"),c=b?.getAttribute("${choice}");if(!c||h.hasAttribute("${live}"))return;
try{w.localStorage.setItem(k,JSON.stringify({...t,choice:c,at:Date.now()}))}catch{}
h.setAttribute("${answered}",c);h.hidden=!0};
document.addEventListener("click",e=>{if(!e.target.closest?.("[${opener}]")||h.hasAttribute("${live}")||!h.hidden)return;h.setAttribute("${opened}","");if(!sig())h.hidden=!1});
if(q)h.hidden=!1})(${value(terms)})`;
};
