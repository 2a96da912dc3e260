import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {loadContract} from '../../core/contract/load';

/**
 * Claims removed from or corrected in the guides and the contract's
 * descriptions because nothing ROOK has published backs them (its
 * documentation, its support articles, the contract) or because what ROOK
 * has published contradicts them. Each pattern carries its reason, so a
 * claim that creeps back fails with the reason in the message. The SDK guides
 * have their own list in sdk-truth.test.ts.
 */

const root = path.resolve(__dirname, '../..');

/** The guide pages (docs/**\/*.md(x) outside the SDK guides), the changelog entries, and the data-source texts. */
function guideFiles(): string[] {
  const docs = readdirSync(path.join(root, 'docs'), {recursive: true, encoding: 'utf8'})
    .filter((file) => /\.mdx?$/.test(file) && !file.split(path.sep).join('/').startsWith('rookconnect/sdk/'))
    .map((file) => path.join('docs', file).split(path.sep).join('/'));
  const changelog = readdirSync(path.join(root, 'changelog'))
    .filter((file) => file.endsWith('.md'))
    .map((file) => `changelog/${file}`);
  return [...docs, ...changelog, 'core/data/dataSources.ts'];
}

/** Every `summary` and `description` string of the contract, with where it sits. */
function contractTexts(node: unknown, at: string, out: {where: string; text: string}[]): {where: string; text: string}[] {
  if (Array.isArray(node)) node.forEach((item, i) => contractTexts(item, `${at}[${i}]`, out));
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if ((key === 'description' || key === 'summary') && typeof value === 'string') out.push({where: `${at}.${key}`, text: value});
      else contractTexts(value, `${at}.${key}`, out);
    }
  }
  return out;
}

// Prose is wrapped in the YAML and sometimes in MDX: compare on single spaces.
const flat = (text: string) => text.replace(/\s+/g, ' ');

const contract = await loadContract();
const pages = guideFiles();
const sources = [
  ...pages.map((page) => ({where: page, text: flat(readFileSync(path.join(root, page), 'utf8'))})),
  ...contractTexts(contract.raw, path.relative(root, contract.file), []).map(({where, text}) => ({where, text: flat(text)})),
];

/** A removed claim: the pattern that finds it, why it went, and (where one is kept) a sentence it must catch. */
interface RemovedClaim {
  pattern: RegExp;
  reason: string;
  example?: string;
}

const removedClaims: RemovedClaim[] = [
  {
    pattern: /as soon as (it is|they are|the document is) ready/i,
    reason: 'ROOK: events arrive within minutes, summaries once processed and after a 15-minute hold; no "as soon as ready"',
  },
  {
    pattern:
      /every (document|webhook document)[^.]*(can also be read|is available) (by date|through the API)|every document the webhook delivers can also be read/i,
    reason: 'ROOK delivers steps events and ROOK Score documents by webhook only',
  },
  {
    pattern: /recorded (during activity|at rest)|(taken|recorded) at rest|typically during activity|outside activity/i,
    reason: 'heart-rate and oxygenation events exist in both pillars; ROOK has not documented what files a reading in one or the other',
  },
  {
    pattern: /default (callback )?set in the Portal/i,
    reason: 'the default redirect is the Callback URL Setup add-on that ROOK configures, not a Portal setting',
  },
  {
    pattern: /(kept|remains?)( only)? for existing integrations/i,
    reason: 'ROOK removed Google Fit from the authorized-sources list on 4 November 2024; the google_fit key may be absent',
  },
  {
    pattern: /google_fit`?[^.]*\balways\b/i,
    reason: 'contract: the google_fit key may be absent; it is not always present nor always false',
  },
  {
    pattern: /values are case sensitive|accepts exactly these values, with these capitals/i,
    reason: 'ROOK has not documented whether it accepts other capitalisations (the sandbox’s choice)',
  },
  {pattern: /Oura's sleep and readiness/i, reason: "ROOK: Oura's own scores in the score document are sleep_score and activity_score"},
  {pattern: /minute-by-minute/i, reason: 'not documented: the granularity of granular arrays'},
  {pattern: /about 3 metres/i, reason: 'invented: ROOK has not said how a floor is counted'},
  {pattern: /nothing the source sends is lost/i, reason: 'ROOK says every key is mapped; it does not claim losslessness'},
  {pattern: /a few days of history/i, reason: 'ROOK: up to 7 days (API-based) or 29 days (SDK-based) of history, not "a few"'},
  {
    pattern: /provider changes its terms/i,
    reason: 'ROOK: re-authorization when the provider changes something or new permissions are needed',
  },
  {
    pattern: /each pillar has its preferred source/i,
    reason: 'ROOK gives Garmin for physical and Oura for sleep as examples, not a rule per pillar',
  },
  {pattern: /start within \**10 minutes/i, reason: 'ROOK: events within ±10 minutes are merged or prioritised; nothing says "start"'},
  {pattern: /normally the day the user woke up/i, reason: 'not documented: which date a sleep is filed under'},
  {
    pattern: /went to bed when the source does not tell/i,
    reason: 'not documented: which moment a sleep summary starts at when a source gives only one',
  },
  {pattern: /shown to the user in the app/i, reason: 'ROOK does not say where the Extraction App shows client_name'},
  {
    pattern: /same documents as with an SDK/i,
    reason: 'ROOK says the app sends data to the Data Webhook, not that it matches an SDK integration',
  },
  {
    pattern: /such as Garmin or Oura from inside the app/i,
    reason: 'ROOK has not published the Extraction App’s list of supported sources',
  },
  {pattern: /1 \(very bad\)|1 \(poor\)|1 \(fragmented\)/i, reason: 'not published: what each end of ROOK’s 1–5 scales means'},
  {pattern: /stress level,? from 0\b/i, reason: 'not published: ROOK’s stress scale (the contract models 0–100 and says so)'},
  {pattern: /Whoop strain of the activity, from 0 to 21/i, reason: 'not published by ROOK: the strain range is modelled'},
  {
    pattern: /(start|finish)`?[^.]{0,80}\bin the future\b|resend[^.]{0,80}\bfuture\b/i,
    reason: 'no source gives resend a future-date rule, so the guides do not state one',
  },
  {
    pattern: /Steps Events in API[^.]{0,120}(endpoint returns|new endpoint|adds an endpoint)/i,
    reason: 'the Steps Events in API add-on means hourly polling of providers’ APIs, not a ROOK endpoint',
  },
  {
    pattern: /becomes? known to ROOK when|when (they|the user) connects? (a|their) first (data )?source/i,
    reason: 'the contract: a user must exist before authorization',
    example: 'a user becomes known to ROOK when they connect a first data source',
  },
  {
    pattern: /google_fit[^.]*always `?false/i,
    reason: 'the contract: the google_fit key may be absent; no source says it is always false',
    example: 'the `google_fit` key is always `false`',
  },
  {
    pattern: /ROOK no longer reads Google Fit/i,
    reason: 'sources say support ended and not to use it in new work, nothing about reading',
    example: 'ROOK no longer reads Google Fit.',
  },
  {
    pattern: /removed from the authori[sz]ed[- ]sources list on 4 November 2025/i,
    reason: 'Google Fit left the authorized-sources list on 4 November 2024',
    example: 'Google Fit was removed from the authorized-sources list on 4 November 2025',
  },
  {
    pattern: /\bfixed schema\b/i,
    reason: 'ROOK has not published a field reference',
    example: 'Each data structure has a fixed schema.',
  },
  {
    pattern: /\ba common schema\b/i,
    reason: 'ROOK does not describe normalisation as a common schema (it only names the stage)',
    example: 'deduplication, and a common schema',
  },
  {
    pattern: /richest data for their speciality/i,
    reason: 'no source compares the sources this way',
    example: 'they have the richest data for their speciality',
  },
  {
    pattern: /for calories and scores/i,
    reason: 'the contract says user information is used in processing, ROOK Score for example',
    example: 'which ROOK uses for calories and scores',
  },
  {
    pattern: /Some (HTTP )?clients receive an empty JSON object/i,
    reason: 'inverted: ROOK sends {} with a 204 and some clients drop it (contract)',
    example: 'Some clients receive an empty JSON object `{}` with it',
  },
  {
    pattern: /daily summary run/i,
    reason: 'no source describes a daily run for Polar physical summaries',
    example: 'arrives with the daily summary run',
  },
  {
    pattern: /deletes the ROOK user for that source/i,
    reason: 'the support article says unlinking deletes the ROOK user, without "for that source"',
    example: 'Unlinking Withings deletes the ROOK user for that source',
  },
  {
    pattern: /which replaces Google Fit/i,
    reason: 'not a ROOK statement; ROOK only says Google Fit support ended',
    example: 'the on-device store, which replaces Google Fit',
  },
  {
    pattern: /30 minutes up to overnight|from 30 minutes up to/i,
    reason:
      'ROOK gives two spans for Withings (its support article: 30 minutes to 2 hours; its documentation: until overnight); each is said with where ROOK said it, never merged into one (tests/unit/withings-rule.test.ts)',
    example: 'Withings can take from 30 minutes up to overnight',
  },
  {
    pattern: /Steps Events in API[^.|]*\b(returns|serves|exposes|adds an?|gives an?)\b[^.|]*\bendpoint/i,
    reason: 'the add-on means hourly polling of providers, not a ROOK endpoint',
    example: 'The Steps Events in API add-on adds a steps endpoint.',
  },
];

describe('removed claims stay out of the guides, the changelog, the data-source texts and the contract', () => {
  it('reads every guide outside the SDK guides, the changelog, the data-source texts and the contract descriptions', () => {
    for (const page of [
      'docs/QuickStart.mdx',
      'docs/rookconnect/data-types.mdx',
      'docs/ROOKExtractionApp/implementation.mdx',
      'docs/rookscore2.0/QuickStart.mdx',
      'core/data/dataSources.ts',
    ]) {
      expect(pages).toContain(page);
    }
    expect(pages.some((page) => page.startsWith('changelog/'))).toBe(true);
    expect(pages.some((page) => page.includes('rookconnect/sdk/'))).toBe(false);
    expect(sources.length).toBeGreaterThan(pages.length + 100);
  });

  it.each(removedClaims.filter((claim) => claim.example).map((claim) => [claim.pattern.source, claim] as const))(
    '%s catches its example',
    (_, {pattern, example}) => {
      expect(pattern.test(example!)).toBe(true);
    },
  );

  for (const {pattern, reason} of removedClaims) {
    it(`no page or description matches ${pattern} (${reason})`, () => {
      const hits = sources.filter((s) => pattern.test(s.text)).map((s) => `${s.where}: …${s.text.match(pattern)![0]}…`);
      expect(hits, reason).toEqual([]);
    });
  }
});

describe('the corrections are stated where the pages need them', () => {
  const page = (name: string) => sources.find((s) => s.where === name)!.text;

  it('the add-ons page says Steps Events in API is provider polling, not a ROOK endpoint', () => {
    expect(page('docs/rookconnect/add-ons.mdx')).toMatch(/Steps Events in API[^|]*\|[^|]*\|[^|]*hourly[^|]*not a ROOK endpoint/);
  });

  it('the revoke section gives the body source and the support material’s wider description', () => {
    const text = page('docs/rookconnect/data-authorization.mdx');
    expect(text).toMatch(/with the source in the body/);
    expect(text).toMatch(/support material describes revocation[^.]*disconnecting the user's sources/);
  });

  it('Withings unlinking is immediate at ROOK and its delay at Withings is given as ROOK said it, on the page and in the contract', () => {
    expect(page('docs/rookconnect/data-authorization.mdx')).toMatch(
      /ROOK unlinks Withings at once[^.]*withingsUnlinkDelay\.supportArticle/,
    );
    expect(contract.text).toMatch(/Withings is disconnected on ROOK's side at once/);
    expect(contract.text).toMatch(/30 minutes to 2 hours, says ROOK's\s+support article; until overnight, says its documentation/);
  });

  it('the contract and the delivery guide warn that regenerating the secret key loses all user information', () => {
    expect(flat(contract.raw.info.description)).toMatch(/Regenerating the secret key loses all user information/);
    // The delivery guide talks about generating a new secret key (the hash key changes with it): the warning goes there too.
    expect(page('docs/rookconnect/data_delivery.mdx')).toMatch(/Regenerating the secret key also loses all user information/);
  });

  it('Google Fit: support ended 4 November 2025, removed from the authorized-sources list 4 November 2024', () => {
    const info = flat(contract.raw.info.description);
    expect(info).toMatch(/ended on 4 November 2025/);
    expect(info).toMatch(/removed Google Fit from the authorized-sources list on 4 November 2024/);
    expect(page('docs/rookconnect/data-authorization.mdx')).toMatch(
      /4 November 2024[^.]*4 November 2025[^.]*`google_fit` key may be absent/,
    );
  });
});
