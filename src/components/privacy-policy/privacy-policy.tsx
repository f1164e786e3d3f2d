import * as React from "react";
import { Link } from "gatsby";
import { POLICY_EFFECTIVE_DATE, PRIVACY_REPLY_DAYS } from "../../config/policy";
import { formatPolicyDate } from "../../config/policy-date";
import { ROUTES } from "../../config/routes";
import { PageHeader } from "../page-header/page-header";
import * as styles from "./privacy-policy.module.css";
import { WhatWeRecord } from "./what-we-record";

type PolicySection = {
  id: string;
  title: string;
  body: React.ReactNode;
};

type SectionContext = {
  productName: string;
  company: string;
  contactEmail: string;
};

const buildSections = ({ productName, company, contactEmail }: SectionContext): PolicySection[] => {
  const mail = <a href={`mailto:${contactEmail}`}>{contactEmail}</a>;

  return [
    {
      id: "information-we-collect",
      title: "Information We Collect",
      body: (
        <>
          <p>
            We collect only the information we need to run {productName} and to make it useful to
            you. Most of it is information you give us yourself.
          </p>
          <h3>Account information</h3>
          <p>
            When you create an account, we collect your email address and a password. Your password
            is stored only in hashed form: we never store it in plain text and cannot read it.
          </p>
          <h3>Profile information</h3>
          <p>You can add the following to your profile:</p>
          <ul>
            <li>a display name and a profile image;</li>
            <li>your food preferences, allergens and dietary choices;</li>
            <li>your subscribed status;</li>
            <li>your visibility settings, which control what others can see of your profile;</li>
            <li>your onboarding status, so we know which introduction steps you have completed.</li>
          </ul>
          <h3>Content you create</h3>
          <p>As you use the app, we store the content you create so it is there when you return:</p>
          <ul>
            <li>saved recipes and the collections you organise them into;</li>
            <li>your history of meals you have cooked;</li>
            <li>your pantry and grocery lists, including custom ingredients you add;</li>
            <li>notes you write and the expiry dates you record for ingredients.</li>
          </ul>
          <h3>Device and usage information</h3>
          <p>
            When you use the app or this website, we receive technical information such as your
            device type, operating system, screen size, browser and app version, and information
            about how you use {productName}, for example which screens you open and which features
            you use. Section 3 explains how this is collected.
          </p>
        </>
      ),
    },
    {
      id: "how-we-use-your-information",
      title: "How We Use Your Information",
      body: (
        <>
          <p>We use your information to:</p>
          <ul>
            <li>create and secure your account and let you sign in;</li>
            <li>
              provide the app&rsquo;s features, such as matching recipes to the ingredients in your
              pantry and keeping your saved recipes, lists, notes and history;
            </li>
            <li>
              personalise recipe suggestions using your food preferences, allergens and dietary
              choices;
            </li>
            <li>
              answer your questions and handle requests you send us, including deletion requests;
            </li>
            <li>detect and prevent abuse, fraud and security problems;</li>
            <li>understand how {productName} is used so we can fix problems and improve it.</li>
          </ul>
          <p>We do not use your information for advertising, and we do not sell it to anyone.</p>
        </>
      ),
    },
    {
      id: "analytics",
      title: "Analytics",
      body: (
        <>
          <p>
            The {productName} app and this website use Mixpanel, a product analytics service, to
            understand how people use them. Mixpanel processes this information on our behalf.
          </p>
          <WhatWeRecord productName={productName} />
          <h3>Global Privacy Control and Do Not Track</h3>
          <p>
            This website honours the Global Privacy Control and Do Not Track signals as a decline,
            without asking. When either is turned on in your browser, the website sends no page-view
            or click analytics and sets no analytics cookies. The only thing still sent is a data
            deletion request that you submit yourself, because we need it to act on your request.
          </p>
          <h3>What we do not do</h3>
          <p>
            We do not use analytics for advertising, we do not build advertising profiles, and we do
            not sell analytics data.
          </p>
        </>
      ),
    },
    {
      id: "data-security",
      title: "Data Security",
      body: (
        <>
          <p>
            We take reasonable technical and organisational measures to protect your information
            against loss, misuse and unauthorised access. Passwords are stored only as hashes,
            information is sent over encrypted connections, and access to personal data is limited
            to the people and service providers who need it to run {productName}.
          </p>
          <p>
            No method of storing or transmitting data is completely secure, so we cannot guarantee
            absolute security. If we become aware of a breach that affects your personal data, we
            will notify you and the relevant authorities as the law requires.
          </p>
        </>
      ),
    },
    {
      id: "your-rights",
      title: "Your Rights",
      body: (
        <>
          <p>You can ask us to:</p>
          <ul>
            <li>
              <strong>Access</strong> your data: receive a copy of the personal data we hold about
              you.
            </li>
            <li>
              <strong>Correct</strong> your data: fix anything that is wrong or incomplete. You can
              edit most of your profile and content directly in the app.
            </li>
            <li>
              <strong>Delete</strong> your data: remove your account and the data linked to it.{" "}
              <Link to={ROUTES.dataDeletion.path}>{ROUTES.dataDeletion.navLabel}</Link>
            </li>
            <li>
              <strong>Export</strong> your data: receive your data in a common, machine-readable
              format.
            </li>
          </ul>
          <p>
            To make any of these requests, email us at {mail}. We may ask you to confirm that the
            account is yours before we act. We answer requests within {PRIVACY_REPLY_DAYS} days.
          </p>
          <p>
            Some data may be kept after a deletion request where we are required to keep it for
            legal reasons or need it for security, for example to prevent fraud. We keep it only as
            long as that reason applies.
          </p>
          <p>
            You also have the right to complain to a data protection authority, in particular in the
            country where you live or work or where you think the law was broken, such as the
            Information Commissioner&rsquo;s Office in the United Kingdom. We would welcome the
            chance to answer your concern first at {mail}.
          </p>
        </>
      ),
    },
    {
      id: "future-features",
      title: "Future Features",
      body: (
        <>
          <p>We plan to add features to {productName}, including:</p>
          <ul>
            <li>friends;</li>
            <li>barcode input;</li>
            <li>voice input;</li>
            <li>family plans, with role-based permissions for family members;</li>
            <li>image uploads;</li>
            <li>premium tiers;</li>
            <li>sync;</li>
            <li>expiry alerts.</li>
          </ul>
          <p>
            Some of these features may need to collect new kinds of data. Before any of them does,
            we will update this policy to explain what is collected and why, and change the
            effective date above.
          </p>
        </>
      ),
    },
    {
      id: "dietary-disclaimer",
      title: "Recipe Recommendations & Dietary Safety Disclaimer",
      body: (
        <>
          <p>
            Recipe recommendations, ingredient matches, allergen filters and dietary labels in{" "}
            {productName} are aids to help you choose what to cook. They are not a guarantee that a
            recipe is safe for you. Recipe and ingredient information can be incomplete or wrong,
            and products differ between brands and may change their ingredients.
          </p>
          <ul>
            <li>Always check the labels of the ingredients you use.</li>
            <li>
              If you have a food allergy, intolerance or medical condition, consult a doctor,
              dietitian or other qualified professional about what is safe for you.
            </li>
            <li>
              Expiry dates and notes you record are reminders; check the food itself before you eat
              it.
            </li>
          </ul>
          <p>
            To the fullest extent permitted by law, {company} is not liable for any allergic
            reaction, illness or other harm resulting from recipes, recommendations or filters in{" "}
            {productName}.
          </p>
        </>
      ),
    },
    {
      id: "no-data-sharing",
      title: "No Data Sharing",
      body: (
        <>
          <p>
            We do not sell your personal data, and we do not share it with third parties, except:
          </p>
          <ul>
            <li>
              with service providers who process it on our behalf and only on our instructions, such
              as our analytics provider (Mixpanel) and our hosting providers;
            </li>
            <li>where the law requires us to disclose it.</li>
          </ul>
        </>
      ),
    },
    {
      id: "contact-us",
      title: "Contact Us",
      body: (
        <p>
          If you have questions about this policy or about your data, contact {company} at {mail}.
        </p>
      ),
    },
  ];
};

type PrivacyPolicyProps = {
  productName: string;
  company: string;
  contactEmail: string;
};

export const PrivacyPolicy = ({ productName, company, contactEmail }: PrivacyPolicyProps) => {
  const sections = buildSections({ productName, company, contactEmail });

  return (
    <article className={styles.policy}>
      <PageHeader title={ROUTES.privacyPolicy.title}>
        <p>
          Effective date:{" "}
          <time dateTime={POLICY_EFFECTIVE_DATE}>{formatPolicyDate(POLICY_EFFECTIVE_DATE)}</time>
        </p>
      </PageHeader>
      <p className={styles.intro}>
        This policy explains what information {company} collects when you use the {productName}{" "}
        mobile app for iOS and Android and this website, how we use it, and the choices you have.
      </p>

      <nav className={styles.toc} aria-label="Table of contents">
        <ol>
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.title}</a>
            </li>
          ))}
        </ol>
      </nav>

      {sections.map((section, index) => (
        <section key={section.id} className={styles.section}>
          <h2 id={section.id} className={styles.heading}>
            {index + 1}. {section.title}
          </h2>
          {section.body}
        </section>
      ))}
    </article>
  );
};
