import { describe, expect, it } from 'vitest';
import { AGENT_SURFACES, agentSurfaceOf, wantsMarkdown } from '../../../src/domain/agents/surfaces';
import { SHOP_ROUTE_LIST } from '../../../src/domain/routes/route-table';

describe('wantsMarkdown', () => {
  it.each([
    ['text/markdown', true],
    ['text/markdown, text/html;q=0.9', true],
    ['text/x-markdown', true],
    ['text/html, text/markdown', true],
    ['text/markdown;q=0.5, text/html', false],
    ['text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8', false],
    ['*/*', false],
    ['text/markdown;q=0', false],
    ['text/markdown;q=abc', false],
    ['', false],
    [null, false],
    [`text/markdown, ${'x/y, '.repeat(300)}`, false],
  ])('%s -> %s', (accept, expected) => {
    expect(wantsMarkdown(accept)).toBe(expected);
  });
});

describe('agentSurfaceOf', () => {
  it.each([
    ['/llms.txt', 'GET', null, 'llms'],
    ['/feeds/google.xml', 'GET', null, 'feeds'],
    ['/feeds/acp.json', 'GET', '*/*', 'feeds'],
    ['/mcp', 'POST', 'application/json, text/event-stream', 'mcp'],
    ['/staples/besan', 'GET', 'text/markdown', 'markdown'],
    ['', 'GET', 'text/markdown', 'markdown'],
    ['/staples/besan', 'POST', 'text/markdown', null],
    ['/staples/besan', 'GET', 'text/html', null],
    ['/bag', 'GET', null, null],
  ])('%s %s (%s) -> %s', (rest, method, accept, expected) => {
    expect(agentSurfaceOf(rest, method, accept)).toBe(expected);
  });
});

describe('the agent surfaces come from the route table', () => {
  it("every row that names an agent surface is counted as it, whatever the request's Accept", () => {
    const rows = SHOP_ROUTE_LIST.filter((route) => route.agent);
    expect(rows.map((route) => route.path)).toEqual(['/llms.txt', '/feeds/google.xml', '/feeds/acp.json', '/mcp']);
    for (const route of rows) expect(agentSurfaceOf(route.path, 'GET', 'text/markdown')).toBe(route.agent);
    expect(AGENT_SURFACES).toEqual(['markdown', 'llms', 'feeds', 'mcp']);
  });

  it('a path the table does not list is no agent surface of its own', () => {
    expect(agentSurfaceOf('/feeds/unknown.xml', 'GET', null)).toBeNull();
    expect(agentSurfaceOf('/llms.txt/x', 'GET', null)).toBeNull();
  });
});
