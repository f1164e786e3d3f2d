import React from "react";
import type { HeadProps } from "gatsby";
import { Contact } from "../components/contact/contact";
import { Seo } from "../components/seo/seo";
import { ROUTES } from "../config/routes";

const ContactPage = () => <Contact />;

export default ContactPage;

export const Head = ({ location }: HeadProps) => (
  <Seo
    title={ROUTES.contact.title}
    pathname={location.pathname}
    description={ROUTES.contact.description}
  />
);
