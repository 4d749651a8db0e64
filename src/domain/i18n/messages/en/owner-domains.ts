/**
 * What a custom domain's proof lookups found while it is pending (`reason` and `checks` of POST
 * /domains/{host}/verify; domain/domains/verification.ts). English replies keep the API's own sentences, which
 * these say word for word; an owner asking for Hindi or Tamil hears these.
 */
export const ownerDomains = {
  'problem.domain.pending': '{host} is not verified yet.{dns}{http}',
  'problem.domain.dnsFound': ' DNS: {finding}',
  'problem.domain.httpFound': ' HTTP: {finding}',
  'problem.domain.tooSlow': 'it took too long to answer.',
  'problem.domain.requestFailed': 'the request failed.',
  'problem.domain.dnsUnreadable': 'The DNS lookup gave no readable answer.',
  'problem.domain.dnsFailed': 'The DNS lookup failed; try again in a few minutes.',
  'problem.domain.dnsFailedCode': 'The DNS lookup failed ({code}); try again in a few minutes.',
  'problem.domain.dnsFailedBecause': 'The DNS lookup failed: {why}',
  'problem.domain.noTxt': 'There is no TXT record at {name} yet (new DNS records can take a few minutes to appear).',
  'problem.domain.txtOther': "The TXT record at {name} holds {records}, not this domain's token.",
  'problem.domain.fileUnfetched': '{url} could not be fetched: {why}',
  'problem.domain.redirectsElsewhere': 'it redirects to another host ({host}).',
  'problem.domain.redirectsTooOften': 'it redirects too many times.',
  'problem.domain.fileStatus': '{url} answered HTTP {status}, not the token file.',
  'problem.domain.fileOther': "{url} does not hold this domain's token (it starts {start}).",
};
