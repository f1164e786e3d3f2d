import React from "react";
import type { HeadProps } from "gatsby";
import { Contact } from "../components/contact/contact";
import { Seo } from "../components/seo/seo";

const ContactPage = () => <Contact />;

export default ContactPage;

export const Head = ({ location }: HeadProps) => (
  <Seo
    title="Contact Us"
    pathname={location.pathname}
    description="Questions, ideas or feedback about the app? Email the team; we'd love to hear from you."
  />
);
