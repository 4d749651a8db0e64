import type { Tenant } from '../../data/tenant-loader';
import type { OrderSummary } from '../../data/account-orders';
import type { RewardEntry } from '../../data/account-rewards';
import type { MyQuestion } from '../../data/account-questions';
import { formatMoney } from '../../domain/money';
import { AboutBlock } from '../components/about-block';
import { AccountFrame, EmptyState, formatDateTime } from './frame';

type Base = { tenant: Tenant; origin: string };

/** /account/pages/about: the about-us block (phone, email, hours, address, GST, FSSAI, policies). */
export function AboutPage({ tenant, origin }: Base) {
  return (
    <AccountFrame tenant={tenant} origin={origin} title="Information">
      <AboutBlock store={tenant.store!} />
    </AccountFrame>
  );
}

/** /account/pages/orders: the shopper's orders of this shop, newest first. */
export function OrdersPage({ tenant, origin, orders }: Base & { orders: OrderSummary[] }) {
  const s = tenant.storeId;
  return (
    <AccountFrame tenant={tenant} origin={origin} title="Orders" alsoScreens={['Orders']}>
      {orders.length === 0 ? (
        <EmptyState title="No orders yet" text="When you place an order it shows here, and you can track it." action={{ href: `/${s}`, label: 'Start shopping' }} />
      ) : (
        <ul className="rows" role="list">
          {orders.map((o) => (
            <li key={o.id} className="row">
              <a href={`/${s}/track/${encodeURIComponent(o.id)}`}>
                <strong>Order #{o.id}</strong>
                <span className="status-pill">{o.status}</span>
                <span className="muted">{formatDateTime(o.created_at)}{o.items_count ? ` · ${o.items_count} items` : ''}</span>
                <span className="amount">{formatMoney(o.total, tenant.store!.CURRENCY)}</span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </AccountFrame>
  );
}

/** /account/pages/rewards: points balance and the entries (earned and spent). */
export function RewardsPage({ tenant, origin, rewards }: Base & { rewards: { balance: number; earned: number; spent: number; entries: RewardEntry[] } }) {
  return (
    <AccountFrame tenant={tenant} origin={origin} title="Rewards">
      <div className="balance-cards">
        <div className="balance-card"><span>Points</span><strong data-testid="reward-points">{rewards.balance}</strong></div>
        <div className="balance-card"><span>Earned</span><strong>{rewards.earned}</strong></div>
        <div className="balance-card"><span>Spent</span><strong>{rewards.spent}</strong></div>
      </div>
      {rewards.entries.length === 0 ? (
        <EmptyState title="No points yet" text="You earn points on your orders. They show here." />
      ) : (
        <ul className="rows ledger" role="list">
          {rewards.entries.map((r) => (
            <li key={r.id} className="row">
              <span>{r.reason || (r.points > 0 ? 'Points earned' : 'Points spent')}</span>
              <span className="muted">{formatDateTime(r.created_at)}</span>
              <strong className={r.points > 0 ? 'plus' : 'minus'}>{r.points > 0 ? `+${r.points}` : r.points}</strong>
            </li>
          ))}
        </ul>
      )}
    </AccountFrame>
  );
}

/** /account/pages/questions: questions the shopper asked, with the shop's answers. */
export function QuestionsPage({ tenant, origin, questions }: Base & { questions: MyQuestion[] }) {
  const s = tenant.storeId;
  return (
    <AccountFrame tenant={tenant} origin={origin} title="Asked questions">
      {questions.length === 0 ? (
        <EmptyState title="No questions yet" text="Ask about an item from its page; the shop's answer shows here." action={{ href: `/${s}/categories`, label: 'Browse items' }} />
      ) : (
        <ul className="rows" role="list">
          {questions.map((q) => (
            <li key={q.id} className="row question">
              {q.item_name && q.cat_id ? <a href={`/${s}/${q.cat_id}/${q.item_id}`}>{q.item_name}</a> : <span className="muted">An item no longer sold</span>}
              <p><strong>Q:</strong> {q.question}</p>
              {q.answer ? <p><strong>A:</strong> {q.answer}</p> : <p className="muted">Waiting for the shop's answer</p>}
              <span className="muted small">Asked {formatDateTime(q.created_at)}</span>
            </li>
          ))}
        </ul>
      )}
    </AccountFrame>
  );
}
