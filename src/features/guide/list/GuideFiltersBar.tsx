import { m } from '../../../paraglide/messages.js';
import { SelectField } from '../../../components/form/SelectField';
import { TextField } from '../../../components/form/TextField';
import { categorySlug, hasFilters, type GuideFilters } from './filters';
import { categoryName, categoryText } from '../model/language';
import { priceText } from '../card/links';
import type { PriceLevel } from '../model/types';

// Functions, called when the filters are shown (see language.ts).
const PRICES: { level: PriceLevel; label: () => string }[] = [
  { level: 1, label: m.guide_price_up_to_1 },
  { level: 2, label: m.guide_price_up_to_2 },
  { level: 3, label: m.guide_price_up_to_3 },
];

const FILTERS_FORM = 'guide-filters';

/** No search and no filter. */
export const NO_FILTERS: GuideFilters = { q: '', category: '', open: false, price: null };

/** Focus goes back to the search box once the filters are cleared (their button is gone). */
export function focusSearch() {
  document.querySelector<HTMLInputElement>(`#${FILTERS_FORM} input[type="search"]`)?.focus();
}

/**
 * Search, category, price and "Open now". Every change shows at once and goes into the address;
 * the search's letters replace the address instead of adding a history entry each.
 */
export function GuideFiltersBar({
  filters,
  categories,
  onChange,
  onClear,
}: {
  filters: GuideFilters;
  /** The categories the guide has, in the guide's order. */
  categories: readonly string[];
  onChange: (filters: GuideFilters, options?: { typing?: boolean }) => void;
  onClear: () => void;
}) {
  return (
    <form
      id={FILTERS_FORM}
      role="search"
      aria-label={m.guide_search_form()}
      className="mb-6 grid gap-3 rounded-xl border border-primary-100 bg-primary-50/60 p-4 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_auto] lg:items-end"
      onSubmit={(event) => {
        event.preventDefault();
      }}
    >
      <TextField
        label={m.guide_search()}
        type="search"
        placeholder={m.guide_search_placeholder()}
        autoComplete="off"
        value={filters.q}
        onChange={(event) => {
          onChange({ ...filters, q: event.target.value }, { typing: true });
        }}
      />
      <SelectField
        label={m.guide_category()}
        value={filters.category}
        onChange={(event) => {
          onChange({ ...filters, category: event.target.value });
        }}
      >
        <option value="">{m.guide_all_categories()}</option>
        {categories.map((category) => (
          <option key={category} value={categorySlug(category)} {...categoryText(category)}>
            {categoryName(category)}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={m.guide_price()}
        value={filters.price === null ? '' : String(filters.price)}
        onChange={(event) => {
          const level = Number(event.target.value);
          onChange({ ...filters, price: level >= 1 && level <= 4 ? (level as PriceLevel) : null });
        }}
      >
        <option value="">{m.guide_any_price()}</option>
        {PRICES.map(({ level, label }) => (
          <option key={level} value={level}>
            {priceText(level)} {label()}
          </option>
        ))}
      </SelectField>
      <div className="flex flex-wrap items-center gap-3 lg:pb-1">
        <label className="inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-slate-800">
          <input
            type="checkbox"
            className="size-5 accent-primary-700"
            checked={filters.open}
            onChange={(event) => {
              onChange({ ...filters, open: event.target.checked });
            }}
          />
          {m.guide_open_now()}
        </label>
        {hasFilters(filters) ? (
          <button
            type="button"
            className="min-h-11 rounded-md px-3 text-sm font-semibold text-primary-800 underline hover:bg-primary-100"
            onClick={onClear}
          >
            {m.guide_clear_filters()}
          </button>
        ) : null}
      </div>
    </form>
  );
}
