import { CATALOG_SCREEN_TEXTS, type ProjectStatus, type ProjectType, type UnderstoodQuery } from '@plotwise/contracts';
import { areaChoiceLabel, priceChoiceLabel, type ActiveFilter, type ListingSearch } from './listing-search';

/** `text` without the words of `phrase` (any case, any spacing between them); unchanged when they are not in it. */
export function withoutPhrase(text: string, phrase: string): string {
  const words = phrase.trim().split(/\s+/).map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  if (words.length === 0 || words[0] === '') return text;
  const pattern = new RegExp(`(^|[^\\p{L}\\p{N}])${words.join('\\s+')}(?=$|[^\\p{L}\\p{N}])`, 'iu');
  return text.replace(pattern, '$1').replace(/\s+/g, ' ').trim();
}

const rangeLabel = (min: number | undefined, max: number | undefined, label: (value: number) => string, between: (min: string, max: string) => string, from: string, upTo: string) =>
  min !== undefined && max !== undefined ? between(label(min), label(max)) : min !== undefined ? `${from} ${label(min)}` : `${upTo} ${label(max!)}`;

/**
 * The words of the search and location boxes as the API read them, each a
 * removable chip: removing one takes its words out of both boxes, so the next
 * search drops that filter. Words searched as text are one chip.
 */
export function understoodFilters(
  search: ListingSearch,
  understood: UnderstoodQuery,
  labels: { type: (type: ProjectType) => string; status: (status: ProjectStatus) => string },
): ActiveFilter[] {
  const without = (...phrases: string[]): Partial<ListingSearch> => ({
    search: phrases.reduce(withoutPhrase, search.search),
    location: phrases.reduce(withoutPhrase, search.location),
  });
  const filters = understood.phrases.flatMap((phrase, index): ActiveFilter[] => {
    const key = `understood-${phrase.field}-${index}`;
    switch (phrase.field) {
      case 'place':
        return [{ key, label: understood.locality ? `${understood.locality}, ${understood.city}` : (understood.city ?? phrase.text), without: without(phrase.text) }];
      case 'projectType':
        return understood.projectType ? [{ key, label: labels.type(understood.projectType), without: without(phrase.text) }] : [];
      case 'status':
        return understood.status ? [{ key, label: labels.status(understood.status), without: without(phrase.text) }] : [];
      case 'price':
        return [{ key, label: rangeLabel(understood.minPrice, understood.maxPrice, priceChoiceLabel, CATALOG_SCREEN_TEXTS.priceBetween, 'From', 'Up to'), without: without(phrase.text) }];
      case 'area':
        return [{ key, label: rangeLabel(understood.minArea, understood.maxArea, areaChoiceLabel, CATALOG_SCREEN_TEXTS.areaBetween, 'At least', 'At most'), without: without(phrase.text) }];
    }
  });
  if (understood.remaining.length > 0) {
    // A corrected word is in the boxes as it was typed.
    const typed = understood.remaining.flatMap((word) => [word, ...understood.corrections.filter((correction) => correction.meant === word).map((correction) => correction.typed)]);
    filters.push({ key: 'understood-words', label: `“${understood.remaining.join(' ')}”`, without: without(...typed) });
  }
  return filters;
}
