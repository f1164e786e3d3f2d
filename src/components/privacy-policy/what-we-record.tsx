import * as React from "react";
import { EVERY_EVENT_FIELDS, eventCatalogue, type Field } from "../../analytics/event-catalogue";
import { SESSION_REPLAY_LIMITS } from "../../analytics/mixpanel/constants";
import { LIBRARY_FIELDS, SCROLL_EVENT, storedItems } from "../../analytics/mixpanel/recorded-data";
import { useSiteConfig } from "../../config/use-site-config";
import { FRIDGE_STORAGE_KEY } from "../../fridge/constants";
import { RECIPES_PATH } from "../../recipes/slug";
import { CLEAR_LABEL, FRIDGE_HEADING } from "../fridge-picker/fridge-text";
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
          in the &ldquo;{FRIDGE_HEADING}&rdquo; picker on <code>{RECIPES_PATH}</code>, and whether
          staples count, so they are there on your next visit and recipe pages can show which
          ingredients you have. It is needed for the picker to work, is never sent to us or anyone,
          and is kept until you choose &ldquo;{CLEAR_LABEL}&rdquo; or clear your browser&rsquo;s
          storage.
        </li>
      </ul>
      <h4>When you leave a page early</h4>
      <p>
        If you leave a page before the analytics library has loaded, your browser sends that
        visit&rsquo;s events straight to Mixpanel as the page closes, with the fields listed above,
        and stores the random identifier in the cookie named above so that your next visit counts as
        the same visitor. A deletion request still on its way when you close the tab is sent the
        same way.
      </p>
    </>
  );
};
