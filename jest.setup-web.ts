import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks the encoding API that react-router 7 uses at import time.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// findBy… waits for what a person would see; on two busy cores a lazily loaded
// route can take longer than the library's 1 s default to appear.
configure({ asyncUtilTimeout: 5_000 });
