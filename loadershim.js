// @ts-check
// Gatsby's Link asks its loader to prefetch; the tests give it one that does nothing.
Object.assign(globalThis, { ___loader: { enqueue: jest.fn() } });
