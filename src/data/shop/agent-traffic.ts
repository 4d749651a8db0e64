import { AGENT_SURFACES, type AgentSurface } from '../../domain/agents/surfaces';
import type { ShopData } from './shop-data';

/** Requests from agents per day and surface (table agent_requests, shop schema v4), for the owner's stats. */

export async function countAgentRequest(shop: ShopData, surface: AgentSurface, day: string): Promise<void> {
  const { db } = shop;
  await db
    .prepare(
      `INSERT INTO agent_requests (day, surface, requests) VALUES (?, ?, 1)
     ON CONFLICT (day, surface) DO UPDATE SET requests = requests + 1`,
    )
    .bind(day, surface)
    .run();
}

export interface AgentTraffic {
  /** requests per surface over the days read */
  total: Record<AgentSurface, number>;
  /** newest day first: `{day: 'YYYY-MM-DD', markdown, llms, feeds, mcp}` */
  days: ({ day: string } & Record<AgentSurface, number>)[];
}

const zeros = (): Record<AgentSurface, number> =>
  Object.fromEntries(AGENT_SURFACES.map((s) => [s, 0])) as Record<AgentSurface, number>;

/** The days from `sinceDay` (inclusive, 'YYYY-MM-DD') on. */
export async function readAgentTraffic(shop: ShopData, sinceDay: string): Promise<AgentTraffic> {
  const { db } = shop;
  const { results } = await db
    .prepare('SELECT day, surface, requests FROM agent_requests WHERE day >= ? ORDER BY day DESC')
    .bind(sinceDay)
    .all<{ day: string; surface: string; requests: number }>();
  const total = zeros();
  const byDay = new Map<string, Record<AgentSurface, number>>();
  for (const r of results) {
    if (!(AGENT_SURFACES as readonly string[]).includes(r.surface)) continue;
    const surface = r.surface as AgentSurface;
    const day = byDay.get(r.day) ?? zeros();
    day[surface] += Number(r.requests);
    total[surface] += Number(r.requests);
    byDay.set(r.day, day);
  }
  return { total, days: [...byDay].map(([day, counts]) => ({ day, ...counts })) };
}
