import React from "react";
import { NotFound } from "../components/not-found/not-found";
import { lazyHead } from "../components/seo/lazy-head";

const NotFoundPage = () => <NotFound />;

export default NotFoundPage;

export const Head = lazyHead("NotFoundHead");
