import React from "react";
import { useSiteConfig } from "../../config/use-site-config";
import { useTexts } from "../../i18n/texts";
import { fill } from "../../i18n/words";
import { PageHeader } from "../page-header/page-header";
import { PageSection } from "../page-section/page-section";
import * as styles from "./contact.module.css";

export const Contact = () => {
  const { contactEmail, productName } = useSiteConfig();
  const t = useTexts("contact");
  const { routes } = useTexts("site");
  return (
    <PageSection>
      <PageHeader title={routes.contact.title}>
        <p>{t.intro}</p>
      </PageHeader>
      <div className={styles.card}>
        <p className={styles.label}>{t.emailUs}</p>
        <a className={styles.email} href={`mailto:${contactEmail}`}>
          {contactEmail}
        </a>
        <p className={styles.note}>{fill(t.note, { productName })}</p>
      </div>
    </PageSection>
  );
};
