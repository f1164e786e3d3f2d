import * as React from "react";
import { DELETION_DAYS } from "../../config/policy";
import { fillNodes } from "../../i18n/fill-nodes";
import { useLanguage, useTexts } from "../../i18n/texts";
import { fill, plural } from "../../i18n/words";
import * as styles from "./deletion-info.module.css";

type DeletionInfoProps = {
  productName: string;
  company: string;
  contactEmail: string;
  securityLogDays: number;
};

/** "Acme, Inc." already ends its sentence; a second full stop would read as a typo. */
const endSentence = (text: string) => (text.endsWith(".") ? text : `${text}.`);

/** The order the deleted and kept data are listed in. */
const DELETED = [
  "account",
  "profile",
  "recipes",
  "history",
  "pantry",
  "notes",
  "preferences",
] as const;

export const DeletionInfo = ({
  productName,
  company,
  contactEmail,
  securityLogDays,
}: DeletionInfoProps) => {
  const texts = useTexts("deletion");
  const t = texts.info;
  const language = useLanguage();
  const mail = <a href={`mailto:${contactEmail}`}>{contactEmail}</a>;

  return (
    <div className={styles.info}>
      <p className={styles.lead}>
        {endSentence(fill(t.madeBy, { productName, company }))} {fill(t.lead, { productName })}
      </p>

      <section className={styles.block}>
        <h2 className={styles.heading}>{t.howTitle}</h2>
        <ol>
          <li>{fill(t.enterAddress, { productName })}</li>
          <li>{plural(t.deleteWithin, DELETION_DAYS, language)}</li>
          <li>{texts.confirmation}</li>
        </ol>
      </section>

      <div className={styles.cards}>
        <section className={styles.card}>
          <h2 className={styles.heading}>{t.deleteTitle}</h2>
          <ul>
            {DELETED.map((key) => (
              <li key={key}>{t.deleted[key]}</li>
            ))}
          </ul>
        </section>

        <section className={styles.card}>
          <h2 className={styles.heading}>{t.keepTitle}</h2>
          <p>{t.keepIntro}</p>
          <ul>
            <li>{t.kept.record}</li>
            <li>{t.kept.law}</li>
            <li>{plural(t.kept.securityLogs, securityLogDays, language)}</li>
          </ul>
          <p>{t.keepOutro}</p>
        </section>
      </div>

      <section className={styles.block}>
        <h2 className={styles.heading}>{t.otherTitle}</h2>
        <p>{fillNodes(t.otherWays, { productName, mail })}</p>
      </section>
    </div>
  );
};
