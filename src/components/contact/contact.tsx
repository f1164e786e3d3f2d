import React from "react";
import { ROUTES } from "../../config/routes";
import { useSiteConfig } from "../../config/use-site-config";
import { PageHeader } from "../page-header/page-header";
import { PageSection } from "../page-section/page-section";
import * as styles from "./contact.module.css";

export const Contact = () => {
  const { contactEmail, productName } = useSiteConfig();
  return (
    <PageSection>
      <PageHeader title={ROUTES.contact.title}>
        <p>Have questions or suggestions? We&apos;d love to hear from you!</p>
      </PageHeader>
      <div className={styles.card}>
        <p className={styles.label}>Email us at</p>
        <a className={styles.email} href={`mailto:${contactEmail}`}>
          {contactEmail}
        </a>
        <p className={styles.note}>
          We read every message about {productName}, from recipe ideas to bug reports.
        </p>
      </div>
    </PageSection>
  );
};
