/** What a custom domain's proof lookups found while it is pending, in Tamil. */
import type { ownerDomains as en } from '../en/owner-domains';

export const ownerDomains = (): Record<keyof typeof en, string> => ({
  'problem.domain.pending': '{host} இன்னும் சரிபார்க்கப்படவில்லை.{dns}{http}',
  'problem.domain.dnsFound': ' டிஎன்எஸ்: {finding}',
  'problem.domain.httpFound': ' எச்டிடிபி: {finding}',
  'problem.domain.tooSlow': 'பதில் வர மிக நேரமானது.',
  'problem.domain.requestFailed': 'கோரிக்கை தோல்வியடைந்தது.',
  'problem.domain.dnsUnreadable': 'டிஎன்எஸ் தேடலில் படிக்கக்கூடிய பதில் கிடைக்கவில்லை.',
  'problem.domain.dnsFailed': 'டிஎன்எஸ் தேடல் தோல்வியடைந்தது; சில நிமிடங்களில் மீண்டும் முயலவும்.',
  'problem.domain.dnsFailedCode': 'டிஎன்எஸ் தேடல் தோல்வியடைந்தது ({code}); சில நிமிடங்களில் மீண்டும் முயலவும்.',
  'problem.domain.dnsFailedBecause': 'டிஎன்எஸ் தேடல் தோல்வியடைந்தது: {why}',
  'problem.domain.noTxt': '{name} இல் இன்னும் TXT பதிவு இல்லை (புதிய டிஎன்எஸ் பதிவுகள் தெரிய சில நிமிடங்கள் ஆகலாம்).',
  'problem.domain.txtOther': '{name} இன் TXT பதிவில் {records} உள்ளது, இந்த டொமைனின் டோக்கன் இல்லை.',
  'problem.domain.fileUnfetched': '{url} ஐத் திறக்க முடியவில்லை: {why}',
  'problem.domain.redirectsElsewhere': 'இது வேறொரு ஹோஸ்டுக்கு ({host}) அனுப்புகிறது.',
  'problem.domain.redirectsTooOften': 'இது பல முறை திருப்பி அனுப்புகிறது.',
  'problem.domain.fileStatus': '{url} HTTP {status} என்று பதிலளித்தது, டோக்கன் கோப்பு அல்ல.',
  'problem.domain.fileOther': '{url} இல் இந்த டொமைனின் டோக்கன் இல்லை (அது {start} என்று தொடங்குகிறது).',
});
