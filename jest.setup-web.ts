import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks the encoding API that react-router 7 uses at import time.
Object.assign(globalThis, { TextEncoder, TextDecoder });
