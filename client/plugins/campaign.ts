import { campaignToReport } from '../../src/domain/plugins/tracking';
import { post, readCookie } from './api';

/** utm_campaign present and no campaign cookie yet: report it (the server sets the cookie for 2 days). */
export function reportCampaign(storeId: string): void {
  const name = campaignToReport(
    new URLSearchParams(location.search).get('utm_campaign'),
    readCookie(`${storeId}_cmpnId`),
  );
  if (name) void post('/api/v2/plugins/sms/pingForSmsView', storeId, { cmpn_name: name });
}
