// Limits, breaks, declarations and KYC on the REST platform stand-in. Shapes:
// src/adapters/rest/limits.ts, responsible-gaming.ts, kyc.ts.
import type { KycUpload, Limit, Product, SelfExcludeChoice } from '../../../src/adapters/provider.ts';
import { KYC_TYPES, LIMIT_TYPES, TIMESPANS } from './names.ts';
import { InvalidField, keyOf, number, optionalText, text, type RestRoute } from './route.ts';
import { QUEUED_SUFFIX, limitRows } from './shapes.ts';

const PANIC_CHOICES: readonly SelfExcludeChoice[] = ['Open', 'None', 'Pause'];

/** The days of /block/{amount} and /self-exclude/{amount}. */
function days(amount: string | undefined): number {
  const value = Number(amount);
  if (!Number.isInteger(value)) throw new InvalidField('amount');
  return value;
}

/**
 * `ExistingLimits` of a set-limit request: the player's limits as the front end knows them,
 * each `{Id, Type, Timespan, Amount, Currency, Product}` as the GET rows name them.
 */
function existingLimits(value: unknown): Limit[] {
  if (!Array.isArray(value)) throw new InvalidField('ExistingLimits');
  return value.map((item: unknown) => {
    if (typeof item !== 'object' || item === null) throw new InvalidField('ExistingLimits');
    const row = item as Record<string, unknown>;
    const product = optionalText(row, 'Product');
    return {
      id: text(row, 'Id'),
      type: keyOf(LIMIT_TYPES, row.Type, 'ExistingLimits.Type'),
      period: keyOf(TIMESPANS, row.Timespan ?? null, 'ExistingLimits.Timespan'),
      status: 'active',
      amount: number(row, 'Amount'),
      remainingAmount: null,
      currency: text(row, 'Currency'),
      product: (product ?? null) as Product | null,
      queued: null,
      locked: false,
      expiryDate: null,
    };
  });
}

/** A data URL names its type; plain base64 is recognised by its first bytes (JPEG, PNG, PDF). */
function kycImage(image: string): Pick<KycUpload, 'mimeType' | 'data'> {
  const dataUrl = /^data:([^;,]+)(?:;base64)?,/.exec(image);
  if (dataUrl) return { mimeType: dataUrl[1]!, data: image.slice(dataUrl[0].length) };
  const sniffed = image.startsWith('/9j/') ? 'image/jpeg' : image.startsWith('iVBORw0KGgo') ? 'image/png' : image.startsWith('JVBERi0') ? 'application/pdf' : 'application/octet-stream';
  return { mimeType: sniffed, data: image };
}

export const responsibleGamingRoutes: RestRoute[] = [
  { method: 'GET', path: '/responsiblegaming/limit', handle: ({ casino, session }) => casino.limits.list(session()).flatMap(limitRows) },
  {
    method: 'POST',
    path: '/responsiblegaming/limit/v2',
    handle: ({ casino, session, body }) => {
      text(body, 'Currency');
      const product = optionalText(body, 'Product');
      const id = optionalText(body, 'Id');
      casino.limits.set(session(), {
        type: keyOf(LIMIT_TYPES, body.Type, 'Type'),
        period: keyOf(TIMESPANS, body.Timespan ?? null, 'Timespan'),
        amount: number(body, 'Amount'),
        ...(product !== undefined && { product: product as Product }),
        ...(id !== undefined && { id: id.replace(new RegExp(`${QUEUED_SUFFIX}$`), '') }),
        existing: existingLimits(body.ExistingLimits ?? []),
      });
    },
  },
  {
    method: 'POST',
    path: '/responsiblegaming/limit/cancel/:id',
    handle: ({ casino, session, params }) => {
      // Cancelling the queued row cancels the limit it belongs to.
      const id = params.id!.replace(new RegExp(`${QUEUED_SUFFIX}$`), '');
      const limit = casino.limits.list(session()).find((l) => l.id === id);
      if (!limit) throw new InvalidField('id');
      casino.limits.remove(session(), { id, type: limit.type, period: limit.period });
    },
  },
  // A person's deposit limits across the operator's brands; known here for the session's own person.
  {
    method: 'GET',
    path: '/responsiblegaming/limit/:personId',
    handle: ({ casino, session, params }) => {
      const sid = session();
      if (casino.account.profile(sid).userId !== params.personId) return [];
      return casino.responsibleGaming.crossBrandLimits(sid).map((l) => ({ Timespan: l.timespan, Amount: l.amount }));
    },
  },
  { method: 'POST', path: '/responsiblegaming/block/:amount', handle: ({ casino, session, params }) => casino.responsibleGaming.block(session(), days(params.amount)) },
  {
    method: 'POST',
    path: '/responsiblegaming/self-exclude/:amount',
    handle: ({ casino, session, params }) => casino.responsibleGaming.selfExclude(session(), days(params.amount)),
  },
  {
    method: 'POST',
    path: '/responsiblegaming/panic',
    handle: ({ casino, session, body }) => {
      const choice = text(body, 'PanicChoice') as SelfExcludeChoice;
      if (!PANIC_CHOICES.includes(choice)) throw new InvalidField('PanicChoice');
      casino.responsibleGaming.sendSelfExcludeChoice(session(), choice);
    },
  },
  {
    method: 'GET',
    path: '/responsiblegaming/realitycheck-data',
    handle: ({ casino, session }) => ({
      WagersWins: casino.responsibleGaming.realityCheck(session()).map((r) => ({ Product: r.product, Win: r.win, Wager: r.wager })),
    }),
  },
  {
    method: 'GET',
    path: '/responsiblegaming/session',
    handle: ({ casino, session }) => {
      const info = casino.sessions.info(session());
      const previous = info.previous;
      return {
        Length: info.length,
        Started: info.started,
        NextRealityCheck: info.nextRealityCheck,
        PreviousSession: previous && {
          Won: previous.won,
          Wager: previous.wager,
          Ip: previous.ip,
          Device: previous.device,
          Started: previous.started,
          Ended: previous.ended,
          Length: previous.length,
        },
      };
    },
  },
  {
    method: 'GET',
    path: '/responsiblegaming/product-blocks',
    handle: ({ casino, session }) => casino.responsibleGaming.productBlocks(session()).map((b) => ({ Id: b.id, Product: b.product, Status: b.status, Expires: b.expires })),
  },
  {
    method: 'POST',
    path: '/responsiblegaming/pgsi-score',
    handle: ({ casino, session, body }) => casino.responsibleGaming.submitGamblingTest(session(), { total: number(body, 'Score'), version: optionalText(body, 'Version') }),
  },
  {
    method: 'POST',
    path: '/kyc/source-of-wealth/v2',
    handle: ({ casino, session, body }) => {
      const source = body.Source;
      const sources = Array.isArray(source) ? source.map(String) : text(body, 'Source').split(',').map((s) => s.trim());
      const to = body.IncomeToValue;
      if (to !== null && to !== undefined && typeof to !== 'number') throw new InvalidField('IncomeToValue');
      casino.responsibleGaming.submitSourceOfWealth(session(), {
        income: { from: number(body, 'IncomeFromValue'), to: to ?? null },
        industry: text(body, 'Industry'),
        occupation: text(body, 'Occupation'),
        sources,
      });
    },
  },
  {
    method: 'GET',
    path: '/kyc',
    handle: ({ casino, session }) =>
      casino.documents.list(session()).map((d) => ({
        Id: d.id,
        Type: KYC_TYPES[d.type],
        Status: d.status.charAt(0).toUpperCase() + d.status.slice(1),
        Uploaded: d.uploaded,
        FileName: d.fileName,
      })),
  },
  {
    method: 'POST',
    path: '/kyc/upload',
    handle: ({ casino, session, body }) =>
      casino.documents.upload(session(), {
        type: keyOf(KYC_TYPES, body.Type, 'Type'),
        fileName: optionalText(body, 'FileName') ?? 'upload',
        ...kycImage(text(body, 'Image')),
      }),
  },
];
