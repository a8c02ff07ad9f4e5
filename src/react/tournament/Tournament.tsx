import { useStore } from '@nanostores/react';
import type { Leaderboard } from '../../domain/model';
import { formatDateTime } from '../../domain/date-time';
import { ProviderError } from '../../stores/errors';
import { $session } from '../../stores/session';
import {
  $tournaments,
  FIRST_PAGE,
  LEADERBOARD_LIMIT,
  optInTournament,
  showLeaderboardPage,
  tournamentBoard,
} from '../../stores/tournament';
import { useElement, usePopupTitle } from '../ui/ElementRoot';
import { Button } from '../ui/Button';
import { ErrorNotice, Notice } from '../ui/Notice';
import { Pagination } from '../ui/Pagination';
import { Loaded } from '../ui/Loaded';
import ui from '../ui/ui.module.css';
import { Countdown } from './Countdown';
import styles from './Tournament.module.css';
import { useStylesheet } from '../ui/useStylesheet';
import tables, { stylesheet as tablesSheet } from '../ui/tables.module.css';

export interface TournamentProps {
  /** The tournament's identifier at the platform. */
  identifier?: string;
}

const NO_TOURNAMENT = new ProviderError('tournament', 'not-found');

/**
 * A tournament's leaderboard: its start and end dates with a live countdown, ten players a
 * page (position, name, points) paged by offset, the page around the signed-in player, and
 * Opt in while the platform says the player can join, with the catalogue's text for each
 * refusal.
 */
export function Tournament({ identifier = '' }: TournamentProps) {
  const { LL, locale } = useElement();
  useStylesheet(tablesSheet);
  const texts = LL.engagement.tournament;
  const state = useStore($tournaments)[identifier];
  const session = useStore($session);
  const $board = tournamentBoard(identifier);
  const board = useStore($board);
  usePopupTitle(texts.title());
  const heading = (
    <h2 className={ui.title} id="tournament-title" part="title">
      {texts.title()}
    </h2>
  );
  if (!identifier) {
    return (
      <section className={ui.stack} aria-labelledby="tournament-title">
        {heading}
        <ErrorNotice error={NO_TOURNAMENT} />
      </section>
    );
  }

  const page = state?.page ?? FIRST_PAGE;
  const numbers = new Intl.NumberFormat(locale);
  const optIn = state?.optIn ?? { status: 'idle' };
  const leaderboard = ({ startDate, endDate, canJoin, players }: Leaderboard) => {
    const first = players[0]?.position;
    const last = players[players.length - 1]?.position;
    const pageNumber = Math.floor(page.offset / LEADERBOARD_LIMIT);
    return (
      <>
        <dl className={styles.dates} part="dates">
          <div>
            <dt>{texts.starts()}</dt>
            <dd>
              <time dateTime={startDate}>{formatDateTime(startDate, locale)}</time>
            </dd>
          </div>
          <div>
            <dt>{texts.ends()}</dt>
            <dd>
              <time dateTime={endDate}>{formatDateTime(endDate, locale)}</time>
            </dd>
          </div>
        </dl>
        <Countdown end={endDate} />
        {optIn.status === 'failed' && <ErrorNotice error={optIn.error} />}
        {optIn.status === 'done' && <Notice level="success">{texts.optedIn()}</Notice>}
        {session && canJoin && (
          <div className={ui.actions}>
            <Button busy={optIn.status === 'busy'} onClick={() => void optInTournament(identifier)}>
              {texts.optIn()}
            </Button>
          </div>
        )}
        {players.length === 0 ? (
          <p part="empty">{texts.empty()}</p>
        ) : (
          <table
            className={`${tables.table} ${tables.figures} ${styles.leaderboard}`}
            part="leaderboard"
            aria-labelledby="tournament-title"
          >
            <thead>
              <tr>
                <th scope="col">{texts.position()}</th>
                <th scope="col">{texts.name()}</th>
                <th scope="col">{texts.points()}</th>
              </tr>
            </thead>
            <tbody>
              {players.map((p) => (
                <tr key={p.position} part="player">
                  <td>{p.position}</td>
                  <th scope="row">{`${p.firstName} ${p.lastName}`.trim()}</th>
                  <td>{numbers.format(p.points)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <div className={styles.paging}>
          {!page.relative && (
            <Pagination
              page={pageNumber}
              pageCount={players.length === LEADERBOARD_LIMIT ? pageNumber + 2 : pageNumber + 1}
              onPage={(n) => void showLeaderboardPage(identifier, { offset: n * LEADERBOARD_LIMIT, relative: false })}
              label={texts.pages()}
              previous={texts.previous()}
              next={texts.next()}
              status={first === undefined || last === undefined ? '' : texts.positions({ from: first, to: last })}
            />
          )}
          {session && (
            <Button
              variant="secondary"
              onClick={() => void showLeaderboardPage(identifier, page.relative ? FIRST_PAGE : { offset: 0, relative: true })}
            >
              {page.relative ? texts.fromTop() : texts.aroundMe()}
            </Button>
          )}
        </div>
      </>
    );
  };

  return (
    <section className={ui.stack} aria-labelledby="tournament-title" aria-busy={board.status === 'loading'}>
      {heading}
      <Loaded state={board} retry={() => void $board.retry()} lines={4}>
        {leaderboard}
      </Loaded>
    </section>
  );
}
