import { useEffect, useState } from 'react';
import { timeLeft, untilNextSecond } from '../../domain/countdown';
import { useElement } from '../ui/ElementRoot';

/** The live time left until `end`, ticking each second on the page's clock; 'ended' once it has come. */
export function Countdown({ end }: { end: string }) {
  const { LL } = useElement();
  const texts = LL.engagement.tournament;
  const endMs = Date.parse(end);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const current = Date.now();
    if (timeLeft(endMs, current) === null) return;
    const timer = setTimeout(() => setNow(Date.now()), untilNextSecond(endMs, current));
    return () => clearTimeout(timer);
  }, [endMs, now]);

  const left = timeLeft(endMs, now);
  if (!left) return <p part="countdown">{texts.ended()}</p>;
  return (
    <p part="countdown">
      {texts.endsIn()}{' '}
      <span role="timer">
        {texts.timeLeft({
          days: String(left.days),
          hours: String(left.hours),
          minutes: String(left.minutes),
          seconds: String(left.seconds),
        })}
      </span>
    </p>
  );
}
