/**
 * The part of the search box loaded on first focus or hover (a separate chunk): the result options and the
 * analytics hook. The box shell (SearchBox.tsx) and the worker client, which sends the queries, stay in the main bundle.
 */
import type { MouseEvent } from 'react';
import clsx from 'clsx';
import type { SearchResponse } from '../../search/results.ts';
import { createViewReporter, type AnalyticsConfig, type ViewReporter } from '../../search/analytics.ts';
import { Breadcrumb, ResultType, Highlight, SectionTitle, groupByPage, resultHref } from './shared.tsx';
export { Correction } from './shared.tsx';
import './search-results.css';

export function reporter(config: AnalyticsConfig | undefined): ViewReporter {
  return createViewReporter(config);
}

/** Option hrefs in display order (results grouped by page), then "See all results". */
export function optionHrefs(response: SearchResponse | null, seeAll: string | undefined): string[] {
  const hrefs = groupByPage(response?.hits ?? []).flatMap((g) => g.hits.map(({ hit }) => resultHref(hit)));
  return seeAll ? [...hrefs, seeAll] : hrefs;
}

export interface OptionsProps {
  response: SearchResponse;
  seeAll?: string;
  idPrefix: string;
  activeIndex: number;
  expanded: boolean;
  onActivate: (index: number) => void;
  onOpen: (event: MouseEvent<HTMLAnchorElement>, href: string) => void;
}

/** The content of the listbox: one group per page, an option per section, then "See all results". */
export function Options({ response, seeAll, idPrefix, activeIndex, expanded, onActivate, onOpen }: OptionsProps) {
  const option = (i: number, href: string, extra?: string) => ({
    id: `${idPrefix}-option-${i}`,
    role: 'option',
    'aria-selected': expanded && i === activeIndex,
    tabIndex: -1,
    href,
    className: clsx('search-option', extra, expanded && i === activeIndex && 'search-option--active'),
    onMouseMove: () => i !== activeIndex && onActivate(i),
    onClick: (event: MouseEvent<HTMLAnchorElement>) => onOpen(event, href),
  });
  const { hits } = response;
  return (
    <>
      {groupByPage(hits).map((group) => {
        const first = group.hits[0].hit;
        const labelId = `${idPrefix}-group-${group.hits[0].index}`;
        return (
          // biome-ignore lint/a11y/useSemanticElements: a group of listbox options, not of form fields (<fieldset>)
          <div key={group.key} role="group" aria-labelledby={labelId} className="search-group">
            <div id={labelId} className="search-group__title">
              <span>
                <Highlight parts={first.pageTitle} />
              </span>
              <ResultType type={first.document.type} />
              <Breadcrumb categories={first.document.sidebarParentCategories} />
            </div>
            {group.hits.map(({ hit, index }) => (
              <a key={index} {...option(index, resultHref(hit))}>
                <span className="search-option__title">
                  <SectionTitle hit={hit} />
                </span>
                {hit.snippet.join('') && (
                  <span className="search-option__snippet">
                    <Highlight parts={hit.snippet} />
                  </span>
                )}
              </a>
            ))}
          </div>
        );
      })}
      {seeAll && <a {...option(hits.length, seeAll, 'search-option--all')}>See all results{response.total > hits.length ? ` (${response.total})` : ''}</a>}
    </>
  );
}
