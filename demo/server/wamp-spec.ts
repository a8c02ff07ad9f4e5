// The first platform's names, read from the spec's own text (spec: cashier-and-providers.md,
// "First platform (websocket RPC, not HTTP)"), copied here verbatim, never from the adapter:
// a misspelt name on either side then fails the suites instead of passing both.

/** The spec's list, as written there. */
export const FIRST_PLATFORM_SPEC = `
- /user#login {usernameOrEmail, password}
- /user#logout
- /user#getSessionInfo {culture}
- /user#getCmsSessionID
- /user#acceptTC
- /user#getTransactionHistory {type, startTime, endTime, pageIndex, pageSize}
- /user#getApplicableBonuses {type, gamingAccountID}
- /user/account#register, #activate {verificationCode}, #getProfile, #updateProfile, #getBalance, #getCountries, #getCurrencies
- /user/pwd#change, #reset {key, password}, #isResetPwdKeyAvailable {key}, #sendResetPwdEmail {email, changePwdURL, captchaPublicKey, captchaResponse}
- /user/limit#get, #set, #remove for Deposit, Loss, Wagering and Session limits
- /user/bonus#getClaimableBonuses, #apply {bonusCode}
- Subscriptions: /sessionStateChange and /account/balanceChanged
`;

/** Every procedure of the spec, with the arguments it names (none when it names none). */
export const SPEC_PROCEDURES: ReadonlyMap<string, readonly string[]> = new Map(
  FIRST_PLATFORM_SPEC.split('\n')
    .filter((line) => line.startsWith('- /'))
    .flatMap((line): [string, string[]][] => {
      const [, base, rest] = /^- (\/[\w/]+)#(.*)$/.exec(line)!;
      const family = /^(.*) for (.*) limits$/.exec(rest!);
      if (family) {
        // `#get, #set, #remove for Deposit, Loss, … limits`: /user/limit#getDepositLimit, …
        const actions = family[1]!.split(', ').map((a) => a.replace(/^#/, ''));
        const kinds = family[2]!.split(/, | and /);
        return actions.flatMap((action) => kinds.map((kind): [string, string[]] => [`${base}#${action}${kind}Limit`, []]));
      }
      return rest!.split(/, #(?![^{]*\})/).map((item): [string, string[]] => {
        const [, name, args] = /^#?(\w+)(?: \{(.*)\})?$/.exec(item.trim())!;
        return [`${base}#${name}`, args ? args.split(', ') : []];
      });
    }),
);

/** The spec's subscriptions. */
export const SPEC_TOPICS: readonly string[] = /Subscriptions: (.*)$/m.exec(FIRST_PLATFORM_SPEC)![1]!.split(' and ');

/** A topic of the spec, spelt as the spec does; throws at start-up on a name the spec does not have. */
export function topic(name: string): string {
  if (!SPEC_TOPICS.includes(name)) throw new Error(`wamp stand-in: the spec has no topic ${name}`);
  return name;
}

/** The limit kinds the spec lists for `/user/limit#…` (Deposit, Loss, Wagering, Session). */
export const SPEC_LIMIT_KINDS: readonly string[] = /for (.*) limits$/m.exec(FIRST_PLATFORM_SPEC)![1]!.split(/, | and /);
