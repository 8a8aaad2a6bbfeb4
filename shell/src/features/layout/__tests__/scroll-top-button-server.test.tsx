/**
 * @jest-environment node
 */
// The shell's layout is rendered on the server too, where there is no DOM: a
// component that reads one while rendering fails every server-rendered page.
import { renderToString } from 'react-dom/server';
import { ScrollTopButton } from '../scroll-behaviour';

it('renders on the server, where there is no DOM, as nothing', () => {
  expect(typeof document).toBe('undefined');
  expect(renderToString(<ScrollTopButton />)).toBe('');
});
