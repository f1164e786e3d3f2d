import * as React from "react";
import { EVERY_EVENT_FIELDS, eventCatalogue, type Field } from "../../analytics/event-catalogue";
import { CONSENT_STORAGE } from "../../analytics/consent/consent";
import { SESSION_REPLAY_LIMITS } from "../../analytics/mixpanel/replay-limits";
import { REDACTED, SECRET_PARAMS } from "../../analytics/redact";
import { LIBRARY_FIELDS, SCROLL_EVENT, storedItems } from "../../analytics/mixpanel/recorded-data";
import { useSiteConfig } from "../../config/use-site-config";
import { consentSentence } from "./consent-text";
import { FRIDGE_STORAGE_KEY } from "../../fridge/constants";
import { recipeListPath } from "../../recipes/list-pages";
import { FRIDGE_HEADING } from "../fridge-picker/picker-text";
import { CLEAR_LABEL } from "../fridge-picker/panel-text";
import { CLEAR_TICKS } from "../cook-tools/cook-tools-text";
import { checklistKey } from "../cook-tools/use-checklist";
import * as styles from "./what-we-record.module.css";

const TOKEN_PLACEHOLDER = "<project token>";
const STORE_NAMES = {
  cookie: "cookie",
  localStorage: "local storage",
  sessionStorage: "session storage",
};
const HOUR_MS = 60 * 60 * 1000;

type FieldListProps = { fields: Field[] };

const FieldList = ({ fields }: FieldListProps) => (
  <ul className={styles.fields}>
    {fields.map(({ name, meaning }) => (
      <li key={name}>
        <code>{name}</code>: {meaning}
      </li>
    ))}
  </ul>
);

const percentList = (values: readonly number[]) =>
  `${values.slice(0, -1).join(", ")} or ${values[values.length - 1]} percent`;

type WhatWeRecordProps = { productName: string };

/** Rendered from the event catalogue and the library's own list, so it says what is sent. */
export const WhatWeRecord = ({ productName }: WhatWeRecordProps) => {
  const { analytics } = useSiteConfig();
  const events = eventCatalogue({ productName, webVitals: analytics.webVitals });
  const stored = storedItems(analytics.token || TOKEN_PLACEHOLDER);

  return (
    <>
      <h3>Your choice</h3>
      <p>{consentSentence(analytics.consent)}</p>
      <p>
        We remember your answer for {CONSENT_STORAGE.lifetime} in your browser&rsquo;s local
        storage, under the name <code>{CONSENT_STORAGE.key}</code>. It holds only your answer and
        its date, is never sent to anyone, and exists so that we do not ask again on every page;
        after {CONSENT_STORAGE.lifetime} we ask again.
      </p>
      <p>
        A data deletion request you submit is sent whatever you chose, because you asked us to send
        it. Without your agreement to analytics it is sent without any analytics cookie or storage,
        and a request that has not been confirmed is never stored in your browser: it stays in the
        page until it is confirmed, and if it cannot be sent the page gives you an email to send us
        instead.
      </p>
      <h3>What we record</h3>
      <p>
        On this website we record the events below and nothing else. The only personal information
        among them is the email address you enter in the data-deletion form.
      </p>
      <dl className={styles.events}>
        {events.map((event) => (
          <React.Fragment key={event.name}>
            <dt>
              <code>{event.name}</code>
            </dt>
            <dd>
              Sent when {event.when}. It contains:
              <FieldList fields={event.fields} />
            </dd>
          </React.Fragment>
        ))}
        <dt>
          <code>{SCROLL_EVENT.name}</code>
        </dt>
        <dd>
          Sent when you scroll past {percentList(SCROLL_EVENT.checkpoints)} of a page. It contains
          how far you scrolled.
        </dd>
      </dl>
      <p>Every event also carries:</p>
      <FieldList fields={EVERY_EVENT_FIELDS} />
      <p>Mixpanel&rsquo;s library adds to each event:</p>
      <FieldList fields={LIBRARY_FIELDS} />
      <p>
        Mixpanel may also derive an approximate location, such as your country or city, from your IP
        address.
      </p>
      <h4>What we leave out</h4>
      <p>
        No event carries the part of an address after <code>#</code>, where sign-in links keep their
        codes. In every address we record (the page, its query string and the referrer), the values
        of the parameters{" "}
        {SECRET_PARAMS.map((name, index) => (
          <React.Fragment key={name}>
            {index > 0 && ", "}
            <code>{name}</code>
          </React.Fragment>
        ))}{" "}
        and any value that is an email address are replaced with <code>{REDACTED}</code>, and so is
        any other recorded value that is an email address, except in the deletion request you send
        us yourself. Campaign tags (<code>utm_*</code>) are kept.
      </p>
      <h4>Where it is sent</h4>
      <p>
        Every event goes straight from your browser to Mixpanel&rsquo;s servers at{" "}
        <code>{analytics.apiHost}</code>, and nowhere else.
      </p>
      {analytics.sessionReplay && (
        <p>
          We also record how you move through the pages (session replay) for up to{" "}
          {SESSION_REPLAY_LIMITS.maxMs / HOUR_MS} hours, with every text and every input masked, so
          a recording never shows what you type or read.
        </p>
      )}
      <h4>Cookies and browser storage</h4>
      <ul className={styles.fields}>
        {stored.map((item) => (
          <li key={item.name}>
            <code>{item.name}</code> ({STORE_NAMES[item.store]}): {item.purpose}; kept{" "}
            {item.lifetime}.
          </li>
        ))}
        <li>
          <code>{FRIDGE_STORAGE_KEY}</code> ({STORE_NAMES.localStorage}): the ingredients you choose
          in the &ldquo;{FRIDGE_HEADING}&rdquo; picker on <code>{recipeListPath(1)}</code>, and
          whether staples count, so they are there on your next visit and recipe pages can show
          which ingredients you have. It is needed for the picker to work, is never sent to us or
          anyone, and is kept until you choose &ldquo;{CLEAR_LABEL}&rdquo; or clear your
          browser&rsquo;s storage.
        </li>
        <li>
          <code>{checklistKey("<recipe>")}</code> ({STORE_NAMES.sessionStorage}): the ingredients
          and steps you tick on a recipe page, so they stay ticked while you cook. It is never sent
          to us or anyone, and is gone when you close the tab or choose &ldquo;{CLEAR_TICKS}&rdquo;.
        </li>
      </ul>
      <h4>When you leave a page early</h4>
      <p>
        If you agreed to analytics (or were not asked) and leave a page before the analytics library
        has loaded, your browser sends that visit&rsquo;s events straight to Mixpanel as the page
        closes, with the fields listed above, and stores the random identifier in the cookie named
        above so that your next visit counts as the same visitor. A deletion request still on its
        way when you close the tab is sent the same way, without the cookie unless you agreed.
      </p>
    </>
  );
};
