import "@testing-library/jest-dom";
import { en } from "./src/i18n/dictionaries";
import { setTextsOutsidePages } from "./src/i18n/texts";

// Components rendered on their own read the default language's words, as an English page would.
setTextsOutsidePages({ language: "en", basePath: "/", languages: ["en"], texts: en });
