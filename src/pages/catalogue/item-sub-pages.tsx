import type { ReactNode } from 'react';
import type { LiveTenant } from '../../data/shop/tenant-loader';
import type { Category } from '../../domain/tables/categories';
import type { Item } from '../../domain/tables/items';
import type { AnsweredQuestion, Review } from '../../data/shop/catalogue-rows';
import type { RatingSummary } from '../../domain/catalogue/reviews';
import { itemCrumbs } from '../../domain/catalogue/breadcrumbs';
import { paths } from '../../domain/catalogue/paths';
import { breadcrumbJsonLd } from '../../domain/seo/json-ld';
import { pageTitle } from '../../domain/seo/meta';
import { StoreLayout } from '../layout/store-layout';
import { Breadcrumbs, Pager } from './page-parts';
import { QuestionList, RatingSummaryBlock, ReviewList } from './item-feedback';
import type { PageUrls } from './page-urls';
import { SeoHead } from '../components/seo-head';
import { useT } from '../../isomorphic/i18n';
import { useLocalItem } from '../layout/page-context';

interface Base {
  tenant: LiveTenant;
  item: Item;
  category: Category;
  page: number;
  hasMore: boolean;
  urls: PageUrls;
}

function Frame({
  tenant,
  item: written,
  category,
  urls,
  sub,
  heading,
  children,
}: Omit<Base, 'page' | 'hasMore'> & { sub: 'questions' | 'reviews'; heading: string; children: ReactNode }) {
  const { t } = useT();
  const item = useLocalItem()(written);
  const store = tenant.store;
  const s = store.id;
  const crumbs = itemCrumbs(
    s,
    store.STORE_NAME,
    { id: category.CAT_ID, name: category.CAT_NAME },
    { id: item.ID, name: item.ITEM_NAME },
    sub,
    heading,
  );
  const path =
    sub === 'questions' ? paths.questions(s, category.CAT_ID, item.ID) : paths.reviews(s, category.CAT_ID, item.ID);
  const title = pageTitle(`${heading}: ${item.ITEM_NAME}`, store.STORE_NAME);
  const description = t(sub === 'questions' ? 'account.qa.description' : 'account.reviews.description', {
    item: item.ITEM_NAME,
    shop: store.STORE_NAME,
  });
  const head = (
    <SeoHead
      card={{ title, description, url: urls.url(path), type: 'website', siteName: store.STORE_NAME }}
      jsonLd={[breadcrumbJsonLd(crumbs, urls.url)]}
    />
  );
  return (
    <StoreLayout
      tenant={tenant}
      screen="Other"
      title={title}
      description={description}
      canonicalPath={path}
      origin={urls.origin}
      head={head}
    >
      <Breadcrumbs crumbs={crumbs} />
      <h1 className="page-title">{heading}</h1>
      <p>
        <a href={paths.item(s, category.CAT_ID, item.ID)}>{t('account.qa.backTo', { item: item.ITEM_NAME })}</a>
      </p>
      {children}
    </StoreLayout>
  );
}

/** /{catId}/{itemId}/allquestions: every answered question, newest answer first. */
export function AllQuestionsPage(p: Base & { questions: AnsweredQuestion[] }) {
  const { t } = useT();
  return (
    <Frame {...p} sub="questions" heading={t('account.qa.heading')}>
      {p.questions.length ? <QuestionList questions={p.questions} /> : <p className="muted">{t('account.qa.none')}</p>}
      <Pager base={paths.questions(p.tenant.storeId, p.category.CAT_ID, p.item.ID)} page={p.page} hasMore={p.hasMore} />
    </Frame>
  );
}

/** /{catId}/{itemId}/userReviews: rating summary and the reviews, newest first. */
export function UserReviewsPage(p: Base & { reviews: Review[]; ratings: RatingSummary }) {
  const { t } = useT();
  return (
    <Frame {...p} sub="reviews" heading={t('account.reviews.heading')}>
      <RatingSummaryBlock ratings={p.ratings} />
      {p.reviews.length ? <ReviewList reviews={p.reviews} /> : null}
      <Pager base={paths.reviews(p.tenant.storeId, p.category.CAT_ID, p.item.ID)} page={p.page} hasMore={p.hasMore} />
    </Frame>
  );
}
