import { useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { PUBLIC_DAY_REASON, dayjs } from '@salao/contracts';
import { dayAllowed, dayRuleReason, todayIn, useDaysWithTimes, useTimes, type BookingRules, type TimesQuery } from './times';

/** The day's times grouped as a person reads them. */
const PERIODS = [
  { name: 'Manhã', from: '00:00', to: '12:00' },
  { name: 'Tarde', from: '12:00', to: '18:00' },
  { name: 'Noite', from: '18:00', to: '24:00' },
];
const WEEKDAYS = ['D', 'S', 'T', 'Q', 'Q', 'S', 'S'];
const WEEKDAY_NAMES = ['domingo', 'segunda-feira', 'terça-feira', 'quarta-feira', 'quinta-feira', 'sexta-feira', 'sábado'];

interface Props {
  query: TimesQuery;
  rules: BookingRules;
  timezone: string;
  date: string | null;
  time: string | null;
  onDate: (date: string) => void;
  onTime: (time: string) => void;
  /** Shown when the chosen day has no free time (e.g. 'Entrar na lista de espera'). */
  noTimesAction?: React.ReactNode;
}

/**
 * Month calendar (only days with free times are selectable) and the chosen day's free times. A day that cannot be chosen
 * says why: in its name, its tooltip, and in a note under the calendar when it is tapped.
 */
export function DayTimePicker({ query, rules, timezone, date, time, onDate, onTime, noTimesAction }: Props) {
  const today = todayIn(timezone);
  const firstMonth = dayjs(today, 'YYYY-MM-DD').startOf('month');
  const lastMonth = dayjs(rules.lastBookableDate, 'YYYY-MM-DD').startOf('month');
  const [month, setMonth] = useState(() => (date ? dayjs(date, 'YYYY-MM-DD').startOf('month') : firstMonth));
  const [why, setWhy] = useState<{ day: string; reason: string } | null>(null);

  const cells = useMemo(() => {
    const start = month.startOf('month');
    const out: (string | null)[] = Array.from({ length: start.day() }, () => null);
    for (let d = 0; d < start.daysInMonth(); d++) out.push(start.add(d, 'day').format('YYYY-MM-DD'));
    return out;
  }, [month]);
  const allowedDays = useMemo(() => cells.filter((d): d is string => !!d && dayAllowed(d, today, rules)), [cells, today, rules]);
  const dayStates = useDaysWithTimes(query, allowedDays);

  const canPrev = month.isAfter(firstMonth);
  const canNext = month.isBefore(lastMonth);
  const monthName = month.format('MMMM [de] YYYY');
  const monthLabel = monthName.charAt(0).toUpperCase() + monthName.slice(1);

  return (
    <>
      <section className="ob-card" aria-label="Escolha o dia">
        <div className="ob-cal-head">
          <button type="button" className="ob-icon-btn" onClick={() => setMonth(month.subtract(1, 'month'))} disabled={!canPrev} aria-label="Mês anterior">
            ‹
          </button>
          <span className="ob-cal-month" aria-live="polite">
            {monthLabel}
          </span>
          <button type="button" className="ob-icon-btn" onClick={() => setMonth(month.add(1, 'month'))} disabled={!canNext} aria-label="Próximo mês">
            ›
          </button>
        </div>
        <div className="ob-cal" role="group" aria-label={monthLabel}>
          {WEEKDAYS.map((w, i) => (
            <span key={i} className="ob-cal-wd" aria-hidden="true">
              {w}
            </span>
          ))}
          {cells.map((d, i) => {
            if (!d) return <span key={`e${i}`} />;
            const info = dayStates[d];
            const dd = dayjs(d, 'YYYY-MM-DD');
            const reason = !allowedDays.includes(d)
              ? dayRuleReason(d, today, rules)
              : info?.state === 'off'
                ? (info.message ?? PUBLIC_DAY_REASON.noTimes)
                : null;
            const unavailable = !allowedDays.includes(d) || info?.state === 'off';
            const note = unavailable ? `, indisponível: ${reason ?? PUBLIC_DAY_REASON.noTimes}` : info?.state === 'full' ? ', lotado: lista de espera' : '';
            return (
              <button
                key={d}
                type="button"
                className={`ob-day${d === today ? ' ob-day-today' : ''}${info?.state === 'full' ? ' ob-day-full' : ''}`}
                data-day={d}
                aria-disabled={unavailable || undefined}
                title={unavailable ? (reason ?? PUBLIC_DAY_REASON.noTimes) : undefined}
                aria-pressed={d === date}
                aria-label={`${dd.format('D [de] MMMM')}, ${WEEKDAY_NAMES[dd.day()]}${note}`}
                onClick={() => {
                  if (unavailable) setWhy({ day: d, reason: reason ?? PUBLIC_DAY_REASON.noTimes });
                  else {
                    setWhy(null);
                    onDate(d);
                  }
                }}
              >
                {dd.date()}
              </button>
            );
          })}
        </div>
        <div role="status">
          {why && (
            <p className="ob-note" data-testid="day-unavailable-reason">
              {dayjs(why.day, 'YYYY-MM-DD').format('D [de] MMMM')}: {why.reason}
            </p>
          )}
        </div>
      </section>
      {date && <DayTimes query={query} date={date} time={time} onTime={onTime} noTimesAction={noTimesAction} />}
    </>
  );
}

function DayTimes({
  query,
  date,
  time,
  onTime,
  noTimesAction,
}: {
  query: TimesQuery;
  date: string;
  time: string | null;
  onTime: (t: string) => void;
  noTimesAction?: React.ReactNode;
}) {
  const { times, message, error, loading, retry } = useTimes(query, date);
  const label = dayjs(date, 'YYYY-MM-DD').format('dddd, D [de] MMMM');
  return (
    <section className="ob-card" aria-labelledby="ob-times-title" aria-busy={loading}>
      <h2 id="ob-times-title" className="ob-h2" style={{ margin: '0 0 12px', textTransform: 'none', letterSpacing: 0, fontSize: 16, color: 'inherit' }}>
        Horários de {label}
      </h2>
      {loading && <div className="ob-skel" style={{ height: 104 }} />}
      {error && (
        <div className="ob-error" role="alert">
          {error}{' '}
          <button type="button" className="ob-btn ob-btn-ghost" style={{ minHeight: 36, marginTop: 8 }} onClick={retry}>
            Tentar novamente
          </button>
        </div>
      )}
      {times && times.length > 0 && <TimeGrid times={times} value={time} onChange={onTime} label={`Horários livres de ${label}`} />}
      {times && times.length === 0 && (
        <>
          <p className="ob-note">{message ?? 'Nenhum horário livre neste dia.'}</p>
          {noTimesAction}
        </>
      )}
    </section>
  );
}

/** The free times as one radio group: a single tab stop, arrow keys move between times. */
export function TimeGrid({ times, value, onChange, label }: { times: string[]; value: string | null; onChange: (t: string) => void; label: string }) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const selected = value ? times.indexOf(value) : -1;
  const [active, setActive] = useState(0);
  const focusIndex = selected >= 0 ? selected : Math.min(active, times.length - 1);

  const move = (e: KeyboardEvent<HTMLDivElement>) => {
    const cols = window.matchMedia('(min-width:600px)').matches ? 4 : 3;
    const delta = { ArrowRight: 1, ArrowDown: cols, ArrowLeft: -1, ArrowUp: -cols, Home: -times.length, End: times.length }[e.key];
    if (delta === undefined) return;
    e.preventDefault();
    const next = Math.max(0, Math.min(times.length - 1, focusIndex + delta));
    setActive(next);
    onChange(times[next]!);
    refs.current[next]?.focus();
  };

  const button = (t: string) => {
    const i = times.indexOf(t);
    return (
      <button
        key={t}
        ref={(el) => {
          refs.current[i] = el;
        }}
        type="button"
        role="radio"
        className="ob-time"
        aria-checked={t === value}
        tabIndex={i === focusIndex ? 0 : -1}
        onClick={() => {
          setActive(i);
          onChange(t);
        }}
      >
        {t}
      </button>
    );
  };
  const periods = PERIODS.map((p) => ({ ...p, times: times.filter((t) => t >= p.from && t < p.to) })).filter((p) => p.times.length > 0);
  return (
    <div role="radiogroup" aria-label={label} onKeyDown={move}>
      {periods.map((p) => (
        <div key={p.name} role="group" aria-label={p.name}>
          <p className="ob-period" aria-hidden="true">
            {p.name}
          </p>
          <div className="ob-times">{p.times.map(button)}</div>
        </div>
      ))}
    </div>
  );
}
