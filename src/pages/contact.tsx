import React from "react";
import { Contact } from "../components/contact/contact";
import { lazyHead } from "../components/seo/lazy-head";

const ContactPage = () => <Contact />;

export default ContactPage;

export const Head = lazyHead("ContactHead");
