import styled from 'styled-components';
import { COMPARE_MAX, COMPARE_TEXTS, comparePath } from '@plotwise/contracts';
import { BOTTOM_BAR_HEIGHT_VAR, Button, ButtonLink, Link } from '@plotwise/ui';
import { clearCompare, removeFromCompare, type CompareItem } from '../compare-list';

const Tray = styled.section`
  position: fixed;
  left: 50%;
  transform: translateX(-50%);
  /* Above a page's own bottom bar (the project page's contact bar on a phone). */
  bottom: calc(var(${BOTTOM_BAR_HEIGHT_VAR}, 0px) + 8px);
  z-index: 34;
  box-sizing: border-box;
  width: min(960px, calc(100% - 16px));
  padding: 10px 12px;
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: center;
  gap: 8px 12px;
  /* Wide screens: what it is, the chosen projects, then the buttons, on one line. */
  @media (min-width: 768px) { grid-template-columns: auto minmax(0, 1fr) auto; }
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  h2 { margin: 0; font-size: .95rem; }
  p { margin: 0; font-size: .85rem; color: ${({ theme }) => theme.colors.muted}; }
`;

/** On a phone the tray stays one line over the page: the names are on the compare page and the cards' toggles. */
const Chosen = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: none;
  flex-wrap: wrap;
  gap: 6px;
  min-width: 0;
  @media (min-width: 768px) { display: flex; }
  li {
    display: inline-flex;
    align-items: center;
    max-width: 100%;
    padding-left: 10px;
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.colors.brandSoft};
    font-size: .85rem;
    font-weight: 600;
  }
  span { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; max-width: 200px; }
  button {
    width: 36px; height: 36px; border: 0; background: none; cursor: pointer;
    font-size: 1.1rem; color: ${({ theme }) => theme.colors.ink};
  }
`;

const Actions = styled.div`
  display: flex;
  gap: 8px;
  a, button { min-height: 40px; padding: 0 14px; }
`;

/**
 * The visitor's compare list on every catalogue page: what is chosen, a way
 * to drop each, and the compare page once two are chosen. Loaded only when
 * the list has something in it.
 */
export default function CompareTray({ items }: { items: readonly CompareItem[] }) {
  const ready = items.length >= 2;
  return (
    <Tray aria-labelledby="compare-tray-heading" data-testid="compare-tray">
      <div>
        <h2 id="compare-tray-heading">{COMPARE_TEXTS.trayLabel}</h2>
        <p aria-live="polite">{COMPARE_TEXTS.trayCount(items.length)}{items.length >= COMPARE_MAX ? ` · ${COMPARE_TEXTS.full}` : ''}</p>
      </div>
      <Chosen>
        {items.map((item) => (
          <li key={item.id}>
            <span title={item.title}>{item.title}</span>
            <button type="button" aria-label={COMPARE_TEXTS.removeLabel(item.title)} onClick={() => removeFromCompare(item.id)}>×</button>
          </li>
        ))}
      </Chosen>
      <Actions>
        <Button type="button" $variant="secondary" onClick={clearCompare}>{COMPARE_TEXTS.clear}</Button>
        {ready
          ? <ButtonLink as={Link} to={comparePath(items.map((item) => item.id))}>{COMPARE_TEXTS.open(items.length)}</ButtonLink>
          : <ButtonLink as={Link} to="/listings" $variant="secondary">{COMPARE_TEXTS.addMore}</ButtonLink>}
      </Actions>
    </Tray>
  );
}
