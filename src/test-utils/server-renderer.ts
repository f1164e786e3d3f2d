import { TextEncoder } from "node:util";

// React's server renderer for browsers needs TextEncoder, which jsdom lacks. Imported before the
// renderer, so that it is there when the renderer's module is evaluated.
Object.assign(globalThis, { TextEncoder });
