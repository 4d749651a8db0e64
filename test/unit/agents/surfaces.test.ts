import { describe, expect, it } from 'vitest';
import { agentSurfaceOf, wantsMarkdown } from '../../../src/domain/agents/surfaces';

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
