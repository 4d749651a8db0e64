import type { LiveTenant } from '../../data/shop/tenant-loader';
import type { OrderSummary } from '../../data/shop/account-orders';
import type { RewardEntry } from '../../data/shop/account-rewards';
import type { MyQuestion } from '../../data/shop/account-questions';
import { formatMoney } from '../../domain/money';
import { AboutBlock } from '../components/about-block';
import { AccountFrame, EmptyState, OlderLinks, useDateTime } from './frame';
import { accountPaths } from '../../domain/account/entries';
import { useT } from '../../isomorphic/i18n';
import { ORDER_STATUSES, type OrderStatus } from '../../domain/orders/status';

type Base = { tenant: LiveTenant; origin: string };

/** /account/pages/about: the about-us block (phone, email, hours, address, GST, FSSAI, policies). */
export function AboutPage({ tenant, origin }: Base) {
  const { t } = useT();
  return (
    <AccountFrame tenant={tenant} origin={origin} title={t('account.entry.information')}>
      <AboutBlock store={tenant.store} />
    </AccountFrame>
  );
}

/** /account/pages/orders: the shopper's orders of this shop, newest first. */
export function OrdersPage({
  tenant,
  origin,
  orders,
  nextCursor = null,
  paged = false,
}: Base & { orders: OrderSummary[]; nextCursor?: string | null; paged?: boolean }) {
  const s = tenant.storeId;
  const { t } = useT();
  const formatDateTime = useDateTime();
  return (
    <AccountFrame tenant={tenant} origin={origin} title={t('account.entry.orders')} alsoScreens={['Orders']}>
      {orders.length === 0 ? (
        <EmptyState
          title={t('account.orders.empty')}
          text={t('account.orders.emptyText')}
          action={{ href: `/${s}`, label: t('account.orders.startShopping') }}
        />
      ) : (
        <ul className="rows" role="list">
          {orders.map((o) => (
            <li key={o.id} className="row">
              <a href={`/${s}/track/${encodeURIComponent(o.id)}`}>
                <strong>{t('account.orders.order', { id: o.id })}</strong>
                <span className="status-pill">
                  {(ORDER_STATUSES as readonly string[]).includes(o.status)
                    ? t(`order.status.${o.status as OrderStatus}`)
                    : o.status}
                </span>
                <span className="muted">
                  {formatDateTime(o.created_at)}
                  {o.items_count ? ` · ${t('account.orders.items', { count: o.items_count })}` : ''}
                </span>
                <span className="amount">{formatMoney(o.total, tenant.store.CURRENCY)}</span>
              </a>
            </li>
          ))}
        </ul>
      )}
      <OlderLinks path={accountPaths.page(s, 'orders')} nextCursor={nextCursor} paged={paged} />
    </AccountFrame>
  );
}

/** /account/pages/rewards: points balance and the entries (earned and spent). */
export function RewardsPage({
  tenant,
  origin,
  rewards,
  paged = false,
}: Base & {
  rewards: { balance: number; earned: number; spent: number; entries: RewardEntry[]; next_cursor?: string | null };
  paged?: boolean;
}) {
  const { t } = useT();
  const formatDateTime = useDateTime();
  return (
    <AccountFrame tenant={tenant} origin={origin} title={t('account.entry.rewards')}>
      <div className="balance-cards">
        <div className="balance-card">
          <span>{t('account.rewards.points')}</span>
          <strong data-testid="reward-points">{rewards.balance}</strong>
        </div>
        <div className="balance-card">
          <span>{t('account.rewards.earned')}</span>
          <strong>{rewards.earned}</strong>
        </div>
        <div className="balance-card">
          <span>{t('account.rewards.spent')}</span>
          <strong>{rewards.spent}</strong>
        </div>
      </div>
      {rewards.entries.length === 0 ? (
        <EmptyState title={t('account.rewards.empty')} text={t('account.rewards.emptyText')} />
      ) : (
        <ul className="rows ledger" role="list">
          {rewards.entries.map((r) => (
            <li key={r.id} className="row">
              <span>
                {r.reason || (r.points > 0 ? t('account.rewards.pointsEarned') : t('account.rewards.pointsSpent'))}
              </span>
              <span className="muted">{formatDateTime(r.created_at)}</span>
              <strong className={r.points > 0 ? 'plus' : 'minus'}>{r.points > 0 ? `+${r.points}` : r.points}</strong>
            </li>
          ))}
        </ul>
      )}
      <OlderLinks
        path={accountPaths.page(tenant.storeId, 'rewards')}
        nextCursor={rewards.next_cursor ?? null}
        paged={paged}
      />
    </AccountFrame>
  );
}

/** /account/pages/questions: questions the shopper asked, with the shop's answers. */
export function QuestionsPage({ tenant, origin, questions }: Base & { questions: MyQuestion[] }) {
  const s = tenant.storeId;
  const { t } = useT();
  const formatDateTime = useDateTime();
  return (
    <AccountFrame tenant={tenant} origin={origin} title={t('account.entry.questions')}>
      {questions.length === 0 ? (
        <EmptyState
          title={t('account.questions.empty')}
          text={t('account.questions.emptyText')}
          action={{ href: `/${s}/categories`, label: t('account.questions.browse') }}
        />
      ) : (
        <ul className="rows" role="list">
          {questions.map((q) => (
            <li key={q.id} className="row question">
              {q.item_name && q.cat_id ? (
                <a href={`/${s}/${q.cat_id}/${q.item_id}`}>{q.item_name}</a>
              ) : (
                <span className="muted">{t('account.questions.gone')}</span>
              )}
              <p>
                <strong>{t('account.questions.q')}</strong> {q.question}
              </p>
              {q.answer ? (
                <p>
                  <strong>{t('account.questions.a')}</strong> {q.answer}
                </p>
              ) : (
                <p className="muted">{t('account.questions.waiting')}</p>
              )}
              <span className="muted small">
                {t('account.questions.asked', { date: formatDateTime(q.created_at) })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </AccountFrame>
  );
}
