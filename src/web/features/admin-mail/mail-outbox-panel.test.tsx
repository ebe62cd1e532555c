import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { MailOutboxList } from '../../../domain/accounts/mail-outbox';
import { activateLocale } from '../../i18n/i18n';

const answer: { current: MailOutboxList } = { current: { items: [], total: 0, delivery: 'outbox' } };
const get = vi.fn(async (_path: string, _options?: unknown) => answer.current);
vi.mock('../../lib/api/clients', () => ({ apiQuiet: { get: (path: string, options?: unknown) => get(path, options) } }));

const { MailOutboxPanel } = await import('./mail-outbox-panel');

beforeAll(() => activateLocale('en'));
afterEach(cleanup);

const item = (over: Partial<MailOutboxList['items'][number]>): MailOutboxList['items'][number] => ({
  id: crypto.randomUUID(),
  kind: 'password_reset',
  to: 'olivia@demo.example',
  subject: 'Reset your Warehouse password',
  link: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  sentAt: null,
  lastError: null,
  ...over,
});

function show() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <MailOutboxPanel />
      </QueryClientProvider>
    </I18nProvider>,
  );
}

describe('the mail outbox panel', () => {
  it('says no mail server sends, and offers each link with a copy button', async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    answer.current = {
      items: [item({ link: 'http://wms.local/reset-password?token=abc', to: 'olivia@demo.example' }), item({ kind: 'invitation', to: 'sam@demo.example', subject: 'Your Warehouse account is ready', link: 'http://wms.local/reset-password?token=def' })],
      total: 2,
      delivery: 'outbox',
    };
    show();
    expect(await screen.findByTestId('mail-outbox-no-server')).toBeTruthy();
    const rows = await screen.findAllByTestId('mail-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('Not sent: no mail server')).toBeTruthy();
    expect((within(rows[1]!).getByLabelText('Link for sam@demo.example') as HTMLInputElement).value).toBe('http://wms.local/reset-password?token=def');
    await act(async () => {
      fireEvent.click(within(rows[1]!).getByRole('button', { name: 'Copy link' }));
    });
    expect(writeText).toHaveBeenCalledWith('http://wms.local/reset-password?token=def');
    expect(within(rows[1]!).getByRole('status').textContent).toBe('Copied.');
    expect(get).toHaveBeenCalledWith('/admin/mail', { query: { limit: 20, offset: 0 } });
  });

  it('shows sent mail without its link, and a failed one with the reason', async () => {
    answer.current = {
      items: [item({ sentAt: '2026-11-20T10:00:05.000Z' }), item({ lastError: '550 Mailbox unavailable' }), item({})],
      total: 3,
      delivery: 'smtp',
    };
    show();
    const rows = await screen.findAllByTestId('mail-row');
    expect(rows[0]!.textContent).toMatch(/Sent \d{4}\/\d{2}\/\d{2} \d{2}:\d{2}/);
    expect(within(rows[0]!).queryByRole('button')).toBeNull();
    expect(rows[1]!.textContent).toContain('Not sent yet: 550 Mailbox unavailable');
    expect(rows[2]!.textContent).toContain('Waiting to be sent');
    expect(screen.queryByTestId('mail-outbox-no-server')).toBeNull();
  });

  it('pages through more than 20 mails', async () => {
    answer.current = { items: Array.from({ length: 20 }, () => item({})), total: 45, delivery: 'outbox' };
    show();
    expect(await screen.findByText('1–20 of 45')).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Older' }));
    });
    expect(get).toHaveBeenLastCalledWith('/admin/mail', { query: { limit: 20, offset: 20 } });
    expect(await screen.findByText('21–40 of 45')).toBeTruthy();
  });
});
